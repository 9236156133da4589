import { RETENTION } from "~/config/business";
import { RENTAL } from "~/config/site";
import { LANG_COOKIE_MAX_AGE, LANG_STORAGE_KEY } from "~/lib/i18n/lang";
import type { LegalDocument } from "./types";

const langCookieDays = Math.round(LANG_COOKIE_MAX_AGE / 86400);

export const privacyPl: LegalDocument = {
  title: "Polityka prywatności",
  effective: "Obowiązuje od 28 listopada 2026 r.",
  tocLabel: "Spis treści",
  intro: [
    "Dbamy o Twoją prywatność. Poniżej wyjaśniamy, jakie dane osobowe przetwarzamy, w jakim celu, jak długo i jakie prawa Ci przysługują zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO). Opisujemy też, co strona zapisuje w Twojej przeglądarce.",
  ],
  sections: [
    {
      id: "controller",
      heading: "1. Administrator danych",
      body: [
        `Administratorem Twoich danych osobowych jest {company} (dalej: „my”).`,
        `W sprawach dotyczących danych osobowych napisz na {email} lub zadzwoń: {phone}. Możesz też napisać na adres: {address}.`,
        `Wynajem motorówek bez patentu (${RENTAL.brand}) prowadzi inny przedsiębiorca: {rentalCompany}. Dane, które mu przekażesz przy wynajmie, przetwarza on jako odrębny administrator.`,
      ],
    },
    {
      id: "data",
      heading: "2. Jakie dane przetwarzamy",
      body: [
        {
          list: [
            "dane podane przy rezerwacji i w zapytaniu o wydarzenie: imię i nazwisko, telefon, e-mail, data i godziny wydarzenia, opis wydarzenia, język strony, a także nasze odpowiedzi i notatki do zapytania;",
            "dane podane przy zapisie do newslettera: imię, e-mail, opcjonalnie telefon, informacja, czy chcesz dołączyć do grupy WhatsApp, oraz czas wyrażenia zgód (na e-mail oraz – osobno – na SMS-y i telefony) i wersje ich treści; zapisujemy też lokalizację (Warszawa, Zegrze lub Gdańsk), na której stronie się zapisujesz – formularz o nią nie pyta;",
            "dane podane przy zakupie bonu podarunkowego: imię i nazwisko oraz e-mail kupującego, imię i – opcjonalnie – e-mail osoby obdarowanej, życzenia i dzień wysyłki bonu, a także kod bonu, jego saldo i historia realizacji (danych karty nie otrzymujemy – zob. punkt 6);",
            "dane w grupie WhatsApp, jeśli do niej dołączysz: numer telefonu, nazwa i zdjęcie profilowe w WhatsApp oraz wiadomości w grupie;",
            "dane potrzebne do faktury: nazwa firmy, adres, NIP;",
            "dane techniczne: adres IP i informacje o przeglądarce zapisywane w dziennikach serwera w celach bezpieczeństwa;",
            "dane kont administratorów strony (pracowników): e-mail, hasło w postaci skrótu, sesje logowania, zaproszenia do panelu (adres e-mail zaproszonej osoby) i – jeśli je włączą – dane logowania dwuetapowego.",
          ],
        },
      ],
    },
    {
      id: "purposes",
      heading: "3. Cele i podstawy prawne",
      body: [
        {
          list: [
            "obsługa rezerwacji i realizacja rejsu – art. 6 ust. 1 lit. b RODO (wykonanie umowy);",
            "odpowiedź na zapytanie o wydarzenie (wieczór panieński, wieczór kawalerski, rejs firmowy) i przygotowanie oferty – art. 6 ust. 1 lit. b RODO (działania przed zawarciem umowy na Twoje żądanie);",
            "wysyłka newslettera z informacjami o rejsach specjalnych e-mailem, a SMS-em i telefonicznie tylko wtedy, gdy podasz numer telefonu i zaznaczysz osobną, dobrowolną zgodę na te kanały – art. 6 ust. 1 lit. a RODO (Twoja zgoda) oraz Twoja zgoda na marketing bezpośredni danym kanałem (art. 398 ustawy z dnia 12 lipca 2024 r. – Prawo komunikacji elektronicznej);",
            "sprzedaż bonu podarunkowego, jego wysyłka i obsługa (realizacja, przedłużenie, zwrot, odstąpienie od umowy) – art. 6 ust. 1 lit. b RODO (wykonanie umowy z kupującym); imię i e-mail osoby obdarowanej – art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes: doręczenie bonu, który kupujący dla niej zamówił);",
            "prowadzenie grupy WhatsApp z informacjami o rejsach – art. 6 ust. 1 lit. a RODO (Twoja zgoda, wyrażona przez dołączenie do grupy; możesz ją wycofać, wychodząc z grupy);",
            "prowadzenie księgowości i wystawianie faktur – art. 6 ust. 1 lit. c RODO (obowiązek prawny wynikający z przepisów podatkowych i o rachunkowości);",
            "statystyka wyświetleń stron bez plików cookie (punkt 11) – art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes: wiedza, które strony i kanały rezerwacji są używane);",
            "ustalenie, dochodzenie lub obrona roszczeń oraz zapewnienie bezpieczeństwa strony i kont administratorów – art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes).",
          ],
        },
      ],
    },
    {
      id: "health",
      heading: "4. Informacje o zdrowiu",
      body: [
        "Prosimy Uczestników, aby przed rejsem powiedzieli kapitanowi o ciąży, urazach kręgosłupa, chorobach serca lub innych przeciwwskazaniach do szybkiego rejsu. To informacje o zdrowiu (art. 9 RODO), dlatego nie prosimy o nie na piśmie i ich nie zapisujemy: mówisz o nich kapitanowi osobiście, na miejscu, a on wykorzystuje je tylko wtedy, aby zdecydować o bezpiecznym udziale w rejsie. Nie trafiają do żadnego rejestru, formularza ani systemu, czyli do żadnego zbioru danych (art. 2 ust. 1 RODO).",
        "Nie musisz o tym mówić. Jeśli wolisz tego nie robić, samodzielnie oceń, czy szybki rejs jest dla Ciebie bezpieczny.",
        "Prosimy nie wpisywać informacji o zdrowiu w formularzach na stronie. Jeśli mimo to je podasz, usuniemy je z zapytania.",
      ],
    },
    {
      id: "retention",
      heading: "5. Jak długo przechowujemy dane",
      body: [
        {
          list: [
            "dane rezerwacji – przez czas realizacji umowy, a następnie do upływu terminu przedawnienia roszczeń;",
            "bony podarunkowe i dane z ich zamówień – przez czas ważności bonu i do wykorzystania albo zwrotu jego salda, a następnie do upływu terminu przedawnienia roszczeń; dane sprzedaży potrzebne do rozliczeń – jak dane księgowe;",
            "dane księgowe – przez 5 lat, licząc od końca roku kalendarzowego, w którym upłynął termin płatności podatku;",
            `zapytania o wydarzenia wraz z naszymi odpowiedziami, notatkami i kopiami wiadomości e-mail o zapytaniu – ${RETENTION.eventEnquiryMonths} miesiące od otrzymania zapytania; potem usuwa je codzienne automatyczne zadanie, a z historii zmian w panelu znikają dane z zapytania (zostaje tylko informacja, kto i kiedy coś zmienił);`,
            `dane subskrybentów newslettera – do czasu wycofania zgody (wypisania się); po wypisaniu się zachowujemy zapis o zgodzie i wypisaniu przez ${RETENTION.unsubscribedNewsletterMonths} miesięcy jako dowód, a potem usuwamy go razem z kopiami wysłanych do Ciebie wiadomości;`,
            `kopie wysłanych wiadomości e-mail – ich treść usuwamy ${RETENTION.sentMailDays} dni po wysłaniu; z wiadomości dotyczących zapytania lub newslettera zostaje wtedy tylko informacja o doręczeniu, usuwana razem z zapytaniem lub danymi subskrybenta;`,
            `zgłoszenie ponownego zapisu do newslettera na adres, który wcześniej się wypisał (imię, telefon, lokalizacja strony, na której się zapisujesz, oraz to, czy chcesz dołączyć do grupy WhatsApp i czy zgadzasz się na SMS-y i telefony) – czeka na potwierdzenie linkiem z wiadomości wysłanej na ten adres najdłużej ${RETENTION.reactivationDays} dni, potem je usuwamy; bez potwierdzenia niczego nie zmieniamy;`,
            `statystyka wyświetleń stron – tylko dzienne liczby zbiorcze, bez danych osobowych; przechowujemy je ${RETENTION.analyticsMonths} miesięcy (aby porównać wyniki rok do roku), potem usuwa je codzienne automatyczne zadanie;`,
            `liczniki chroniące formularze i logowanie przed nadużyciami – adres IP (przy IPv6 tylko sieć /64), a przy logowaniu do panelu także wpisany adres e-mail, z liczbą prób; codzienne automatyczne zadanie usuwa je najpóźniej ${RETENTION.rateLimitDays} doby po ostatniej próbie;`,
            "dzienniki serwera – do 30 dni.",
          ],
        },
      ],
    },
    {
      id: "recipients",
      heading: "6. Odbiorcy danych",
      body: [
        "Twoje dane powierzamy, na podstawie umów powierzenia przetwarzania, wyłącznie podmiotom, które przetwarzają je w naszym imieniu:",
        {
          list: [
            "dostawcy usług poczty elektronicznej, przez którego wysyłamy potwierdzenia i newsletter;",
            "dostawcy hostingu, na którego serwerach działa strona i baza danych;",
            "biuru rachunkowemu – w zakresie danych z faktur.",
          ],
        },
        "Rejsy online rezerwujesz w zewnętrznym serwisie rezerwacji i płatności FareHarbor. Dane, które tam podajesz (m.in. imię i nazwisko, e-mail, telefon i dane płatności), FareHarbor przetwarza jako odrębny administrator, na zasadach opisanych w swojej polityce prywatności; od FareHarbor otrzymujemy dane rezerwacji potrzebne do przeprowadzenia rejsu.",
        "Płatności za bony podarunkowe kupowane na naszej stronie (kartą, BLIK-iem lub przez Przelewy24) obsługuje operator płatności Stripe Payments Europe, Limited z siedzibą w Dublinie (Irlandia). Stripe przetwarza dane potrzebne do płatności: adres e-mail, kwotę, dane karty lub rachunku i informacje o urządzeniu służące wykrywaniu oszustw. Dane karty podajesz bezpośrednio na stronie Stripe – my ich nie otrzymujemy. Robimy to, aby wykonać umowę sprzedaży bonu (art. 6 ust. 1 lit. b RODO); Stripe przetwarza te dane także jako odrębny administrator, aby wypełnić obowiązki prawne operatora płatności, m.in. przeciwdziałanie praniu pieniędzy i oszustwom (art. 6 ust. 1 lit. c RODO). Imiona, adresy e-mail i życzenia z zamówienia bonu przechowujemy u siebie, aby wysłać bon, obsłużyć jego realizację, zwrot lub odstąpienie od umowy i rozliczyć sprzedaż (art. 6 ust. 1 lit. b, c i f RODO – zob. punkt 3).",
        "Jeśli piszesz do nas przez WhatsApp, dane w tej usłudze przetwarza także jej dostawca, WhatsApp Ireland Ltd (grupa Meta), na własnych zasadach.",
        "Dane mogą też otrzymać organy publiczne, jeśli wymagają tego przepisy prawa.",
      ],
    },
    {
      id: "transfer",
      heading: "7. Przekazywanie danych poza EOG",
      body: [
        "Serwis rezerwacyjny FareHarbor należy do firmy z siedzibą w Stanach Zjednoczonych, Stripe może przekazywać dane płatności spółce Stripe, Inc. w USA, a WhatsApp należy do grupy Meta, która przetwarza dane także w USA. Dane mogą więc trafić poza Europejski Obszar Gospodarczy (EOG).",
        "Przekazanie odbywa się na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony (EU-US Data Privacy Framework) w przypadku firm nim objętych, a w pozostałych przypadkach na podstawie standardowych klauzul umownych przyjętych przez Komisję Europejską (art. 46 ust. 2 lit. c RODO). FareHarbor, Stripe i WhatsApp, jako odrębni administratorzy, przekazują dane na własnych zasadach opisanych w ich politykach prywatności; kopię zabezpieczeń stosowanych przez podmioty przetwarzające dane w naszym imieniu możesz otrzymać, pisząc do nas.",
      ],
    },
    {
      id: "rights",
      heading: "8. Twoje prawa",
      body: [
        "Masz prawo do:",
        {
          list: [
            "dostępu do swoich danych i otrzymania ich kopii;",
            "sprostowania (poprawienia) danych;",
            "usunięcia danych;",
            "ograniczenia przetwarzania;",
            "przenoszenia danych;",
            "wniesienia sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie;",
            "wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem;",
            "wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa.",
          ],
        },
        `Aby skorzystać z praw, napisz na {email}. Odpowiemy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca. Na żądanie usuwamy lub udostępniamy dane subskrybenta newslettera i zapytania o wydarzenie.`,
      ],
    },
    {
      id: "voluntary",
      heading: "9. Czy musisz podać dane",
      body: [
        "Podanie danych jest dobrowolne, ale bez nich nie możemy przyjąć rezerwacji, odpowiedzieć na zapytanie ani wysyłać newslettera. Podanie danych do faktury jest obowiązkowe, jeśli chcesz ją otrzymać.",
        "Nie podejmujemy decyzji w sposób zautomatyzowany i nie profilujemy Cię.",
      ],
    },
    {
      id: "newsletter",
      heading: "10. Newsletter i grupa WhatsApp",
      body: [
        `Do newslettera zapisujesz się dobrowolnie, zaznaczając w formularzu zgodę na przetwarzanie danych przez {companyName} i na otrzymywanie od nas informacji handlowych e-mailem. SMS-y i telefony od nas otrzymasz tylko wtedy, gdy podasz numer telefonu i zaznaczysz osobną, dobrowolną zgodę na te kanały. Zapisujemy czas wyrażenia każdej z tych zgód i wersję jej treści. Po zapisie wysyłamy wiadomość powitalną, a potem wiadomości o rejsach specjalnych. Jeśli adres został wcześniej wypisany, ponowny zapis wymaga potwierdzenia: na ten adres wysyłamy wiadomość z linkiem (ważnym ${RETENTION.reactivationDays} dni, jednorazowym) i dopiero po jego użyciu znów wysyłamy newsletter.`,
        "W każdej wiadomości newslettera znajduje się link do wypisania się – jedno kliknięcie wystarczy, aby zrezygnować. Możesz też napisać do nas e-mail.",
        "Grupa WhatsApp jest dobrowolna. W grupie WhatsApp numer telefonu, nazwa i zdjęcie profilowe każdego członka są widoczne dla pozostałych członków grupy. Jeśli tego nie chcesz, zapisz się do newslettera e-mailowego zamiast do grupy. Z grupy możesz wyjść w każdej chwili.",
      ],
    },
    {
      id: "analytics",
      heading: "11. Statystyka wyświetleń stron bez plików cookie",
      body: [
        "Liczymy wyświetlenia stron, kliknięcia przycisków rezerwacji (rodzaj rejsu, lokalizacja oraz kanał: serwis rezerwacyjny, telefon, WhatsApp lub e-mail) i kliknięcia przycisku rezerwacji na górze strony głównej, a także źródło wizyty: samą nazwę strony, z której do nas trafiasz (np. google.com – bez reszty adresu), albo oznaczenie kampanii „utm_source” z adresu naszej strony. Informacje trafiają wyłącznie na nasz serwer i są zapisywane tylko jako dzienne liczby zbiorcze według strony, języka, zdarzenia, lokalizacji, kanału, rodzaju rejsu i źródła – bez żadnego identyfikatora, więc nie da się z nich odtworzyć, kto co oglądał.",
        "Nie używamy do tego cookies ani pamięci przeglądarki i nie zapisujemy adresu IP ani informacji o przeglądarce. Adres IP służy tylko przez minutę, w pamięci serwera, do ograniczenia liczby zdarzeń z jednej sieci (ochrona przed zawyżaniem liczb), a informacja o przeglądarce – do pominięcia ruchu automatów (botów). Jeśli przeglądarka wysyła sygnał Do Not Track lub Global Privacy Control, nic nie wysyła do nas, a serwer i tak takie zdarzenia odrzuca.",
        "Podstawą jest nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO). Zgoda nie jest potrzebna, ponieważ nic nie zapisujemy na Twoim urządzeniu ani z niego nie odczytujemy (art. 399 Prawa komunikacji elektronicznej).",
      ],
    },
    {
      id: "cookies",
      heading: "12. Pliki cookies i pamięć przeglądarki",
      body: [
        "Strona zapisuje w Twojej przeglądarce wyłącznie:",
        {
          list: [
            `„${LANG_STORAGE_KEY}” w pamięci przeglądarki (localStorage) – wybrany język (pl lub en), zapisywany dopiero wtedy, gdy samodzielnie wybierzesz język; przechowywany do czasu usunięcia danych strony;`,
            `cookie „${LANG_STORAGE_KEY}” – ten sam wybór języka, aby serwer od razu wyświetlił stronę w Twoim języku; ważne ${langCookieDays} dni;`,
            "tylko w panelu administratora, po zalogowaniu pracownika: cookie sesji „better-auth.session_token” (na połączeniu HTTPS z przedrostkiem „__Secure-”), ważne 12 godzin, oraz – przy logowaniu dwuetapowym, między hasłem a kodem – krótkotrwałe cookie „better-auth.two_factor” (także z tym przedrostkiem, do 10 minut), a przy dodawaniu klucza dostępu (passkey) lub logowaniu nim – krótkotrwałe cookie „better-auth.passkey_challenge” z jednorazowym wyzwaniem (także z tym przedrostkiem, do 5 minut).",
          ],
        },
        "Te pliki są niezbędne do działania strony w wybranym języku i do zalogowania (art. 399 Prawa komunikacji elektronicznej), dlatego nie wymagają zgody i nie wyświetlamy baneru cookies. Do statystyki nie zapisujemy niczego.",
        "Nie używamy cookies śledzących ani reklamowych. Jeśli kiedyś byłyby potrzebne, zapytamy Cię wcześniej o zgodę i zaktualizujemy tę politykę.",
        "Możesz usunąć cookies i dane strony w ustawieniach przeglądarki; strona wróci wtedy do ustawień domyślnych.",
        "Jeśli pozwolisz przeglądarce udostępnić lokalizację, używamy jej wyłącznie w Twojej przeglądarce, aby pokazać najbliższą przystań. Nie zapisujemy jej na serwerze.",
      ],
    },
    {
      id: "changes",
      heading: "13. Zmiany polityki",
      body: [
        "Politykę prywatności możemy aktualizować, np. gdy zmienią się przepisy lub nasze usługi. Aktualna wersja jest zawsze dostępna na tej stronie.",
      ],
    },
  ],
};
