import { TERMS } from "~/config/business";
import { BRAND, DOMAIN, RENTAL } from "~/config/site";
import type { LegalDocument } from "./types";

const T = TERMS;

export const termsPl: LegalDocument = {
  title: "Regulamin",
  effective: "Obowiązuje od 28 listopada 2026 r.",
  tocLabel: "Spis treści",
  where: "w Warszawie i na Zalewie Zegrzyńskim (rejsy w Gdańsku wkrótce)",
  whereOpen: "w Warszawie, na Zalewie Zegrzyńskim i w Gdańsku",
  intro: [
    `Regulamin określa zasady rezerwacji i udziału w rejsach motorówkami RIB organizowanych pod marką ${BRAND} {where} oraz zasady korzystania z usług elektronicznych na stronie ${DOMAIN}: formularza zapytania o wydarzenie i newslettera. Regulamin jest bezpłatnie dostępny na tej stronie; możesz go zapisać lub wydrukować.`,
  ],
  sections: [
    {
      id: "operator",
      heading: "1. Organizator i kontakt",
      body: [
        `Organizatorem rejsów i usługodawcą jest {company} (dalej: „Organizator”, „my”).`,
        {
          list: [
            `E-mail: {email}`,
            `Telefon: {phone}`,
            `WhatsApp: {whatsapp}`,
            `Adres do korespondencji: {address}`,
          ],
        },
        "Klient to osoba, która rezerwuje rejs dla siebie lub dla grupy. Uczestnik to każda osoba płynąca na rejsie. Konsument to osoba fizyczna zawierająca z nami umowę niezwiązaną bezpośrednio z jej działalnością gospodarczą lub zawodową.",
        "Postanowienia regulaminu dotyczące konsumentów stosuje się także do osoby fizycznej prowadzącej jednoosobową działalność gospodarczą, która zawiera umowę bezpośrednio związaną ze swoją działalnością, jeżeli z treści umowy wynika, że nie ma ona dla niej charakteru zawodowego (art. 38a ustawy o prawach konsumenta).",
      ],
    },
    {
      id: "online-services",
      heading: "2. Usługi elektroniczne na stronie",
      body: [
        "Na stronie bezpłatnie świadczymy drogą elektroniczną następujące usługi: przeglądanie treści strony, formularz zapytania o wydarzenie (wieczór panieński, wieczór kawalerski, rejs firmowy) oraz newsletter. Umowa o usługę zostaje zawarta z chwilą wysłania formularza lub zapisu do newslettera i trwa do wysłania odpowiedzi na zapytanie albo do wypisania się z newslettera.",
        "Do korzystania ze strony potrzebne jest urządzenie z dostępem do internetu i aktualną przeglądarką internetową (np. Chrome, Firefox, Safari, Edge) oraz, do formularzy, aktywny adres e-mail. Zakazane jest dostarczanie treści o charakterze bezprawnym.",
        "Z newslettera możesz zrezygnować w każdej chwili, klikając link „wypisz się” w każdej wiadomości albo pisząc do nas. Wypisanie się jest bezpłatne.",
        `Zastrzeżenia dotyczące działania usług elektronicznych zgłoś na {email}. Odpowiemy w ciągu ${T.complaintAnswerDays} dni.`,
        "Wysłanie zapytania o wydarzenie nie jest jeszcze rezerwacją: w odpowiedzi przedstawimy ofertę, a umowa zostaje zawarta dopiero po jej potwierdzeniu zgodnie z punktem 3.",
      ],
    },
    {
      id: "booking",
      heading: "3. Rezerwacja i zawarcie umowy",
      body: [
        "Rejsy biletowane i wybrane rejsy prywatne rezerwuje się przez zewnętrzny serwis rezerwacyjny, do którego prowadzą przyciski „Zarezerwuj” na stronie. Pozostałe rejsy prywatne i wydarzenia rezerwuje się telefonicznie, przez WhatsApp lub e-mailem.",
        "Umowa zostaje zawarta z chwilą potwierdzenia rezerwacji przez Organizatora (e-mailem lub w serwisie rezerwacyjnym). Dokładne miejsce startu podajemy w potwierdzeniu rezerwacji.",
        "Klient odpowiada za poprawność podanych danych kontaktowych i za przekazanie Uczestnikom informacji z potwierdzenia oraz z niniejszego regulaminu.",
      ],
    },
    {
      id: "prices",
      heading: "4. Ceny i płatności",
      body: [
        "Wszystkie ceny podane są w złotych polskich (PLN) i zawierają podatek VAT. Ceny rejsów biletowanych podajemy za osobę, a ceny rejsów prywatnych za całą łódź. Aktualne ceny są widoczne na stronie i w serwisie rezerwacyjnym.",
        "Płatność następuje z góry, przy rezerwacji, za pośrednictwem zewnętrznego serwisu rezerwacyjnego i jego operatora płatności. Przy rezerwacjach telefonicznych i wydarzeniach sposób i termin płatności podajemy w potwierdzeniu.",
        "Na życzenie wystawiamy fakturę VAT. Dane do faktury prosimy przekazać przed rejsem.",
      ],
    },
    {
      id: "vouchers",
      heading: "5. Bony podarunkowe (vouchery)",
      body: [
        "Bon podarunkowy (voucher) uprawnia do rejsu określonego na bonie albo do wykorzystania jego wartości na dowolny rejs. Termin ważności jest podany na bonie.",
        "Termin rejsu na bon rezerwuje się telefonicznie, przez WhatsApp lub e-mailem, podając kod bonu. Do rezerwacji na bon stosuje się zasady rezygnacji z punktu 6.",
        "Bon można przekazać innej osobie. Poza zwrotem niewykorzystanego salda opisanym poniżej bon nie podlega wymianie na gotówkę; nie ogranicza to praw konsumenta wynikających z przepisów, w tym prawa do zwrotu w razie odwołania rejsu przez Organizatora.",
        "Od umowy zakupu bonu bez oznaczonego dnia rejsu, zawartej na odległość, konsument może odstąpić w ciągu 14 dni – zasady i wzór formularza odstąpienia zawiera punkt 10.",
        "Bon podarunkowy można kupić na stronie /bony-podarunkowe: na kwotę z zakresu podanego na tej stronie albo na wybrany rejs według aktualnego cennika. Płatność (BLIK, Przelewy24, karta) obsługuje Stripe Payments Europe, Limited. Bon przychodzi e-mailem z kodem i plikiem PDF i jest ważny 12 miesięcy od zapłaty; datę ważności podajemy na bonie.",
        "Niewykorzystane saldo bonu nie przepada: na prośbę przedłużamy ważność bonu albo zwracamy niewykorzystaną kwotę, także po terminie ważności.",
        "Od zakupu bonu kupionego na stronie, z którego nic jeszcze nie wykorzystano, można odstąpić w ciągu 14 dni od zapłaty jednym kliknięciem linku z e-maila z bonem: od razu zlecamy zwrot przez Stripe na metodę płatności, którą zapłacono, a bon zostaje unieważniony. Pozostałe sposoby odstąpienia z punktu 10 nadal obowiązują. Po częściowym wykorzystaniu bonu niewykorzystaną część zwracamy na prośbę.",
      ],
    },
    {
      id: "cancellation-client",
      heading: "6. Rezygnacja przez Klienta",
      body: [
        {
          list: [
            `Rezygnacja zgłoszona najpóźniej ${T.freeCancellationHours} godzin przed planowaną godziną rejsu: zwracamy 100% wpłaconej kwoty.`,
            `Rezygnacja zgłoszona później niż ${T.freeCancellationHours} godzin przed rejsem lub niestawienie się na rejs: wpłacona kwota nie podlega zwrotowi, ponieważ nie możemy już zaoferować łodzi innym osobom.`,
          ],
        },
        "Rezygnację należy zgłosić e-mailem, telefonicznie lub w serwisie rezerwacyjnym. O zachowaniu terminu decyduje chwila otrzymania zgłoszenia przez Organizatora. W miarę wolnych miejsc możemy zaproponować zmianę terminu zamiast rezygnacji.",
      ],
    },
    {
      id: "cancellation-operator",
      heading: "7. Odwołanie rejsu przez Organizatora",
      body: [
        "Organizator może odwołać rejs z powodu warunków pogodowych (m.in. silny wiatr, burza, ograniczona widoczność), wysokiego lub niskiego stanu wody, decyzji służb, awarii albo innych okoliczności zagrażających bezpieczeństwu.",
        "W takim przypadku Klient wybiera pełny zwrot wpłaconej kwoty albo zmianę terminu rejsu bez dodatkowych opłat. Zwrot następuje niezwłocznie, nie później niż w ciągu 14 dni, tą samą drogą, którą dokonano płatności, chyba że Klient zgodzi się na inną.",
      ],
    },
    {
      id: "arrival",
      heading: "8. Punktualność i przebieg rejsu",
      body: [
        `Uczestnicy powinni stawić się w miejscu startu co najmniej ${T.arriveMinutesEarly} minut przed godziną wypłynięcia, aby wysłuchać instruktażu bezpieczeństwa i założyć kamizelki.`,
        "Rejs z powodu spóźnienia Uczestników może zostać skrócony, ponieważ kolejne rejsy startują o ustalonych godzinach; w takim przypadku cena nie ulega obniżeniu.",
        "Kapitan może zmienić trasę ze względu na bezpieczeństwo, ruch na wodzie lub stan wody.",
        "Łódź rejsów prywatnych mieści {privateUpToPeople}, a nasza większa łódź, którą pływamy przy wydarzeniach, {eventUpToPeople}. Nie zabieramy na pokład więcej osób, niż dopuszczają dokumenty łodzi. Liczbę osób i łodzi potwierdzamy przy rezerwacji.",
      ],
    },
    {
      id: "safety",
      heading: "9. Zasady bezpieczeństwa i zdrowie",
      body: [
        {
          list: [
            "Każdy Uczestnik przez cały rejs nosi kamizelkę ratunkową zapewnioną przez Organizatora.",
            "Uczestnicy wykonują polecenia kapitana, który odpowiada za bezpieczeństwo na pokładzie. Kapitan może przerwać rejs lub odmówić zabrania osoby, która nie stosuje się do jego poleceń.",
            "Na rejs nie zabieramy osób pod wpływem alkoholu lub środków odurzających, a na pokładzie obowiązuje zakaz spożywania alkoholu. Osobie, której z tego powodu nie zabierzemy, cena nie jest zwracana.",
            "Podczas płynięcia Uczestnicy siedzą i trzymają się uchwytów; nie wolno wstawać, wychylać się za burtę ani zmieniać miejsc bez zgody kapitana.",
            "Dzieci i osoby niepełnoletnie płyną wyłącznie pod opieką dorosłego opiekuna.",
            "Szybki rejs RIB nie jest zalecany osobom w ciąży oraz osobom z urazami kręgosłupa, chorobami serca lub innymi przeciwwskazaniami zdrowotnymi. Prosimy, aby Uczestnik przed rejsem powiedział kapitanowi o takich okolicznościach; nie zapisujemy tych informacji (zob. Polityka prywatności).",
          ],
        },
      ],
    },
    {
      id: "withdrawal",
      heading: "10. Prawo odstąpienia od umowy",
      body: [
        "Zgodnie z art. 38 ust. 1 pkt 12 ustawy z dnia 30 maja 2014 r. o prawach konsumenta prawo odstąpienia od umowy zawartej na odległość nie przysługuje konsumentowi w odniesieniu do usług związanych z wypoczynkiem, jeżeli w umowie oznaczono dzień lub okres świadczenia usługi. Rejsy są rezerwowane na konkretny dzień i godzinę, dlatego ustawowe prawo odstąpienia nie przysługuje.",
        "Nie ogranicza to zasad rezygnacji z punktu 6, które przyznajemy dobrowolnie.",
        "Inaczej jest z bonem podarunkowym bez oznaczonego dnia rejsu, kupionym na odległość (przez internet, telefonicznie lub e-mailem): wyjątek z art. 38 ust. 1 pkt 12 go nie obejmuje. Konsument może odstąpić od umowy zakupu takiego bonu bez podawania przyczyny w ciągu 14 dni od jej zawarcia (art. 27 ustawy o prawach konsumenta).",
        "Aby odstąpić, wystarczy przed upływem tego terminu wysłać nam jednoznaczne oświadczenie, np. e-mailem na adres {email} lub pocztą na adres {address}. Można skorzystać ze wzoru formularza poniżej, ale nie jest to obowiązkowe.",
        "Zwracamy wszystkie otrzymane płatności niezwłocznie, nie później niż w ciągu 14 dni od otrzymania oświadczenia, w taki sam sposób, w jaki konsument zapłacił, chyba że wyraźnie zgodzi się on na inny sposób zwrotu, który nie wiąże się dla niego z żadnymi kosztami.",
        "Wzór formularza odstąpienia od umowy (formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy):",
        {
          list: [
            "Adresat: {companyName}, {address}, e-mail: {email}",
            "Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy o świadczenie następującej usługi: bon podarunkowy o kodzie …",
            "Data zawarcia umowy",
            "Imię i nazwisko konsumenta(-ów)",
            "Adres konsumenta(-ów)",
            "Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)",
            "Data",
            "(*) Niepotrzebne skreślić.",
          ],
        },
      ],
    },
    {
      id: "complaints",
      heading: "11. Reklamacje",
      body: [
        `Reklamację możesz złożyć e-mailem na {email} lub listownie na adres Organizatora. Prosimy o podanie imienia i nazwiska, daty rejsu, opisu problemu i oczekiwanego rozwiązania.`,
        `Prosimy o zgłoszenie reklamacji w ciągu ${T.complaintRequestDays} dni od dnia rejsu, abyśmy mogli wyjaśnić sprawę, póki rejs jest świeży w pamięci załogi. To jest prośba, a nie termin zawity: reklamację złożoną później również rozpatrzymy, a powyższa prośba nie ogranicza ustawowych uprawnień konsumenta.`,
        `Odpowiadamy na reklamację w ciągu ${T.complaintAnswerDays} dni od jej otrzymania, w tej samej formie, w jakiej została złożona, chyba że Klient wskaże inną.`,
        "Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. z pomocy miejskiego lub powiatowego rzecznika konsumentów albo wojewódzkiego inspektoratu Inspekcji Handlowej.",
      ],
    },
    {
      id: "liability",
      heading: "12. Odpowiedzialność",
      body: [
        "Organizator posiada ubezpieczenie odpowiedzialności cywilnej i odpowiada za szkody na zasadach ogólnych Kodeksu cywilnego. Zachęcamy Uczestników do posiadania własnego ubezpieczenia NNW.",
        "Na motorówce pryska woda. Telefony, aparaty i dokumenty warto zabezpieczyć przed wodą. Nie odpowiadamy za zamoczenie rzeczy, których Uczestnik nie zabezpieczył mimo tej informacji, chyba że szkoda powstała z naszej winy.",
        "Uczestnik odpowiada za szkody wyrządzone na łodzi z jego winy.",
      ],
    },
    {
      id: "rental",
      heading: "13. Wynajem motorówek bez patentu",
      body: [
        `Wynajem motorówek bez patentu na Zalewie Zegrzyńskim pod marką ${RENTAL.brand} prowadzi inny przedsiębiorca: {rentalCompany}. Umowę wynajmu zawierasz z nim, na jego warunkach; niniejszy regulamin jej nie dotyczy. Na naszej stronie jedynie informujemy o tej ofercie.`,
      ],
    },
    {
      id: "data",
      heading: "14. Dane osobowe",
      body: [
        "Zasady przetwarzania danych osobowych, plików cookies i pamięci przeglądarki opisuje Polityka prywatności dostępna na stronie.",
      ],
    },
    {
      id: "final",
      heading: "15. Postanowienia końcowe",
      body: [
        "W sprawach nieuregulowanych regulaminem stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego, ustawy o prawach konsumenta i ustawy o świadczeniu usług drogą elektroniczną. Żadne postanowienie regulaminu nie ogranicza praw konsumenta wynikających z bezwzględnie obowiązujących przepisów.",
        "Organizator może zmienić regulamin z ważnych przyczyn (np. zmiana przepisów lub usług). O zmianie regulaminu usług elektronicznych informujemy subskrybentów newslettera co najmniej 14 dni wcześniej. Do rezerwacji dokonanych przed zmianą stosuje się regulamin w brzmieniu obowiązującym w dniu rezerwacji.",
      ],
    },
  ],
};
