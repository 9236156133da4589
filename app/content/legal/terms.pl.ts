import { SITE } from "~/config/site";
import { companyLine } from "./company";
import type { LegalDocument } from "./types";

export const termsPl: LegalDocument = {
  title: "Regulamin",
  effective: "Obowiązuje od 23 listopada 2026 r.",
  tocLabel: "Spis treści",
  intro: [
    `Niniejszy regulamin określa zasady rezerwacji i korzystania z rejsów motorówkami RIB organizowanych pod marką ${SITE.brand} w Warszawie, na Zalewie Zegrzyńskim i w Gdańsku. Dokonując rezerwacji, akceptujesz regulamin.`,
  ],
  sections: [
    {
      id: "operator",
      heading: "1. Organizator i kontakt",
      body: [
        `Organizatorem rejsów i usługodawcą jest ${companyLine.pl} (dalej: „Organizator”).`,
        {
          list: [
            `E-mail: ${SITE.email}`,
            `Telefon i WhatsApp: ${SITE.phone}`,
            `Adres do korespondencji: ${SITE.company.street}, ${SITE.company.postalCode} ${SITE.company.city}`,
          ],
        },
        "Klientem jest osoba, która rezerwuje rejs dla siebie lub dla grupy. Uczestnikiem jest każda osoba płynąca na rejsie.",
      ],
    },
    {
      id: "booking",
      heading: "2. Rezerwacja i zawarcie umowy",
      body: [
        "Rejsy biletowane i wybrane rejsy prywatne rezerwuje się przez zewnętrzny serwis rezerwacyjny, do którego prowadzą przyciski „Zarezerwuj” na stronie. Niektóre rejsy prywatne i wydarzenia rezerwuje się telefonicznie, przez WhatsApp lub e-mailem.",
        "Umowa zostaje zawarta z chwilą potwierdzenia rezerwacji przez Organizatora (e-mailem lub w serwisie rezerwacyjnym) i zaksięgowania płatności. Dokładne miejsce startu podajemy w potwierdzeniu rezerwacji.",
        "Klient odpowiada za poprawność podanych danych kontaktowych i za przekazanie uczestnikom informacji zawartych w potwierdzeniu oraz w niniejszym regulaminie.",
      ],
    },
    {
      id: "prices",
      heading: "3. Ceny i płatności",
      body: [
        "Wszystkie ceny podane są w złotych polskich (PLN) i zawierają podatek VAT. Ceny rejsów biletowanych są podawane za osobę, a ceny rejsów prywatnych za całą łódź.",
        "Płatność następuje z góry, przy rezerwacji, za pośrednictwem zewnętrznego serwisu rezerwacyjnego i jego operatora płatności. W przypadku rezerwacji telefonicznych i wydarzeń Organizator wskazuje sposób i termin płatności w potwierdzeniu.",
        "Na życzenie Klienta wystawiamy fakturę VAT. Dane do faktury należy przekazać przed rejsem.",
      ],
    },
    {
      id: "cancellation-client",
      heading: "4. Rezygnacja przez Klienta",
      body: [
        {
          list: [
            "Rezygnacja zgłoszona najpóźniej 48 godzin przed planowaną godziną rejsu: zwracamy 100% wpłaconej kwoty.",
            "Rezygnacja zgłoszona później niż 48 godzin przed rejsem lub niestawienie się na rejs: wpłacona kwota nie podlega zwrotowi.",
          ],
        },
        "Rezygnację należy zgłosić e-mailem, telefonicznie lub w serwisie rezerwacyjnym. O zachowaniu terminu decyduje chwila otrzymania zgłoszenia przez Organizatora. W miarę wolnych miejsc możemy zaproponować zmianę terminu zamiast rezygnacji.",
      ],
    },
    {
      id: "cancellation-operator",
      heading: "5. Odwołanie rejsu przez Organizatora",
      body: [
        "Organizator może odwołać rejs z powodu warunków pogodowych (m.in. silny wiatr, burza, ograniczona widoczność), wysokiego lub niskiego stanu wody, decyzji służb, awarii albo innych okoliczności zagrażających bezpieczeństwu.",
        "W takim przypadku Klient wybiera pełny zwrot wpłaconej kwoty albo zmianę terminu rejsu bez dodatkowych opłat. Zwrot następuje niezwłocznie, nie później niż w ciągu 14 dni, tą samą drogą, którą dokonano płatności.",
      ],
    },
    {
      id: "arrival",
      heading: "6. Punktualność i przebieg rejsu",
      body: [
        "Uczestnicy powinni stawić się w miejscu startu co najmniej 15 minut przed godziną wypłynięcia, aby wysłuchać instruktażu bezpieczeństwa i założyć kamizelki.",
        "Spóźnienie nie przedłuża rejsu, ponieważ kolejne rejsy startują o ustalonych godzinach. Rejs skrócony z powodu spóźnienia Uczestników nie uprawnia do obniżenia ceny.",
        "Trasa rejsu może zostać zmieniona przez kapitana ze względu na bezpieczeństwo, ruch na wodzie lub stan wody.",
        "Na rejsie prywatnym płynie do 6 osób; przy niektórych wydarzeniach łódź może zabrać do 12 osób, jeśli pozwalają na to warunki i dokumentacja jednostki. Liczbę osób potwierdzamy przy rezerwacji.",
      ],
    },
    {
      id: "safety",
      heading: "7. Zasady bezpieczeństwa",
      body: [
        {
          list: [
            "Każdy Uczestnik przez cały rejs nosi kamizelkę ratunkową zapewnioną przez Organizatora.",
            "Uczestnicy wykonują polecenia kapitana, który odpowiada za bezpieczeństwo na pokładzie. Kapitan może przerwać rejs lub odmówić zabrania osoby, która nie stosuje się do jego poleceń.",
            "Na rejs nie zabieramy osób pod wpływem alkoholu lub środków odurzających. Na pokładzie obowiązuje zakaz spożywania alkoholu. W takich przypadkach cena nie podlega zwrotowi.",
            "Podczas płynięcia Uczestnicy siedzą i trzymają się uchwytów; nie wolno wstawać, wychylać się za burtę ani zmieniać miejsc bez zgody kapitana.",
            "Dzieci i osoby niepełnoletnie płyną wyłącznie pod opieką dorosłego opiekuna.",
            "Szybki rejs RIB nie jest zalecany kobietom w ciąży oraz osobom z urazami kręgosłupa, chorobami serca lub innymi przeciwwskazaniami zdrowotnymi. Uczestnik zgłasza takie okoliczności przed rejsem.",
          ],
        },
      ],
    },
    {
      id: "withdrawal",
      heading: "8. Prawo odstąpienia od umowy",
      body: [
        "Zgodnie z art. 38 ust. 1 pkt 12 ustawy z dnia 30 maja 2014 r. o prawach konsumenta prawo odstąpienia od umowy zawartej na odległość nie przysługuje konsumentowi w odniesieniu do usług związanych z wypoczynkiem, jeżeli w umowie oznaczono dzień lub okres świadczenia usługi. Rejsy są rezerwowane na konkretny dzień i godzinę, dlatego ustawowe prawo odstąpienia nie przysługuje.",
        "Nie ogranicza to zasad rezygnacji opisanych w punkcie 4, które przyznajemy dobrowolnie.",
      ],
    },
    {
      id: "complaints",
      heading: "9. Reklamacje",
      body: [
        `Reklamacje można składać w ciągu 7 dni od dnia rejsu, e-mailem na adres ${SITE.email} lub listownie na adres Organizatora. Prosimy o podanie imienia i nazwiska, daty rejsu, opisu problemu i oczekiwanego rozwiązania.`,
        "Organizator odpowiada na reklamację w ciągu 14 dni od jej otrzymania, w tej samej formie, w jakiej została złożona, chyba że Klient wskaże inną.",
        "Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. z pomocy miejskiego lub powiatowego rzecznika konsumentów albo wojewódzkiego inspektoratu Inspekcji Handlowej.",
      ],
    },
    {
      id: "liability",
      heading: "10. Odpowiedzialność",
      body: [
        "Organizator posiada wymagane ubezpieczenie odpowiedzialności cywilnej. Zachęcamy Uczestników do posiadania własnego ubezpieczenia NNW.",
        "Organizator nie odpowiada za rzeczy osobiste zabrane na pokład, w tym za ich zamoczenie lub zgubienie. Telefony i aparaty warto zabezpieczyć przed wodą.",
        "Uczestnik odpowiada za szkody wyrządzone na łodzi z jego winy.",
      ],
    },
    {
      id: "data",
      heading: "11. Dane osobowe",
      body: ["Zasady przetwarzania danych osobowych opisuje Polityka prywatności dostępna na stronie."],
    },
    {
      id: "final",
      heading: "12. Postanowienia końcowe",
      body: [
        "W sprawach nieuregulowanych regulaminem stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o prawach konsumenta.",
        "Organizator może zmienić regulamin z ważnych przyczyn (np. zmiana przepisów). Do rezerwacji dokonanych przed zmianą stosuje się regulamin w brzmieniu obowiązującym w dniu rezerwacji.",
      ],
    },
  ],
};
