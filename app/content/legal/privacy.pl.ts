import { SITE } from "~/config/site";
import { LANG_STORAGE_KEY } from "~/lib/i18n/lang";
import { companyLine } from "./company";
import type { LegalDocument } from "./types";

export const privacyPl: LegalDocument = {
  title: "Polityka prywatności",
  effective: "Obowiązuje od 23 listopada 2026 r.",
  tocLabel: "Spis treści",
  intro: [
    "Dbamy o Twoją prywatność. Poniżej wyjaśniamy, jakie dane osobowe przetwarzamy, w jakim celu, jak długo i jakie prawa Ci przysługują zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO).",
  ],
  sections: [
    {
      id: "controller",
      heading: "1. Administrator danych",
      body: [
        `Administratorem Twoich danych osobowych jest ${companyLine.pl} (dalej: „my”).`,
        `W sprawach dotyczących danych osobowych napisz na ${SITE.email} lub zadzwoń: ${SITE.phone}. Możesz też napisać na adres: ${SITE.company.street}, ${SITE.company.postalCode} ${SITE.company.city}.`,
      ],
    },
    {
      id: "data",
      heading: "2. Jakie dane przetwarzamy",
      body: [
        {
          list: [
            "dane podane przy rezerwacji i zapytaniu o wydarzenie: imię i nazwisko, telefon, e-mail, data i godziny wydarzenia, opis wydarzenia, język strony;",
            "dane podane przy zapisie do newslettera: imię, e-mail, opcjonalnie telefon, region oraz data i treść wyrażonej zgody;",
            "dane potrzebne do faktury: nazwa firmy, adres, NIP;",
            "dane techniczne: adres IP i informacje o przeglądarce zapisywane w dziennikach serwera w celach bezpieczeństwa.",
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
            "odpowiedź na zapytanie o wydarzenie (wieczór panieński, kawalerski, rejs firmowy) i przygotowanie oferty – art. 6 ust. 1 lit. b RODO (działania przed zawarciem umowy na Twoje żądanie);",
            "wysyłka newslettera z informacjami o rejsach promocyjnych – art. 6 ust. 1 lit. a RODO (Twoja zgoda);",
            "prowadzenie księgowości i wystawianie faktur – art. 6 ust. 1 lit. c RODO (obowiązek prawny wynikający z przepisów podatkowych i o rachunkowości);",
            "ustalenie, dochodzenie lub obrona roszczeń oraz zapewnienie bezpieczeństwa strony – art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes).",
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "4. Jak długo przechowujemy dane",
      body: [
        {
          list: [
            "dane rezerwacji – przez czas realizacji umowy, a następnie do upływu terminu przedawnienia roszczeń;",
            "dane księgowe – przez 5 lat, licząc od końca roku kalendarzowego, w którym upłynął termin płatności podatku;",
            "dane z zapytań o wydarzenia, które nie zakończyły się rezerwacją – do 12 miesięcy od ostatniego kontaktu;",
            "dane subskrybentów newslettera – do czasu wycofania zgody (wypisania się);",
            "dzienniki serwera – do 30 dni.",
          ],
        },
      ],
    },
    {
      id: "recipients",
      heading: "5. Odbiorcy danych",
      body: [
        "Twoje dane przekazujemy wyłącznie podmiotom, które pomagają nam świadczyć usługi, na podstawie umów powierzenia przetwarzania:",
        {
          list: [
            "zewnętrznemu serwisowi rezerwacji i płatności online, przez który rezerwujesz rejs;",
            "dostawcy usług poczty elektronicznej, przez którego wysyłamy potwierdzenia i newsletter;",
            "dostawcy hostingu, na którego serwerach działa strona i baza danych;",
            "biuru rachunkowemu – w zakresie danych z faktur.",
          ],
        },
        "Dane mogą też otrzymać organy publiczne, jeśli wymagają tego przepisy prawa.",
      ],
    },
    {
      id: "transfer",
      heading: "6. Przekazywanie danych poza EOG",
      body: ["Nie przekazujemy Twoich danych osobowych poza Europejski Obszar Gospodarczy (EOG)."],
    },
    {
      id: "rights",
      heading: "7. Twoje prawa",
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
        `Aby skorzystać z praw, napisz na ${SITE.email}. Odpowiemy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca.`,
      ],
    },
    {
      id: "voluntary",
      heading: "8. Czy musisz podać dane",
      body: [
        "Podanie danych jest dobrowolne, ale bez nich nie możemy przyjąć rezerwacji, odpowiedzieć na zapytanie ani wysyłać newslettera. Podanie danych do faktury jest obowiązkowe, jeśli chcesz ją otrzymać.",
        "Nie podejmujemy decyzji w sposób zautomatyzowany i nie profilujemy Cię.",
      ],
    },
    {
      id: "newsletter",
      heading: "9. Newsletter",
      body: [
        "Do newslettera zapisujesz się dobrowolnie, zaznaczając zgodę w formularzu. Zapisujemy datę i treść zgody. Po zapisie wysyłamy wiadomość powitalną.",
        "W każdej wiadomości newslettera znajduje się link do wypisania się – jedno kliknięcie wystarczy, aby zrezygnować. Możesz też napisać do nas e-mail.",
        "Jeśli zdecydujesz się dołączyć do naszej grupy WhatsApp, dane w tej usłudze przetwarza również jej dostawca na własnych zasadach.",
      ],
    },
    {
      id: "cookies",
      heading: "10. Pliki cookies i pamięć przeglądarki",
      body: [
        `Strona zapisuje w pamięci przeglądarki (localStorage) oraz w pliku cookie o tej samej nazwie klucz „${LANG_STORAGE_KEY}” z wybranym językiem (pl lub en), aby wyświetlać stronę w Twoim języku.`,
        "Panel administratora używa niezbędnego cookie sesyjnego wyłącznie po zalogowaniu pracownika.",
        "Nie używamy cookies śledzących ani reklamowych. Jeśli w przyszłości włączymy narzędzia analityczne, zrobimy to tylko po uzyskaniu Twojej zgody i zaktualizujemy tę politykę.",
        "Możesz usunąć cookies i dane strony w ustawieniach przeglądarki; strona wróci wtedy do ustawień domyślnych.",
        "Jeśli pozwolisz przeglądarce udostępnić lokalizację, używamy jej wyłącznie w Twojej przeglądarce, aby pokazać najbliższą przystań. Nie zapisujemy jej na serwerze.",
      ],
    },
    {
      id: "changes",
      heading: "11. Zmiany polityki",
      body: ["Politykę prywatności możemy aktualizować, np. gdy zmienią się przepisy lub nasze usługi. Aktualna wersja jest zawsze dostępna na tej stronie."],
    },
  ],
};
