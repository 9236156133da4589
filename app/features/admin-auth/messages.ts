import { defineMessages } from "~/lib/i18n/messages";

/** The administrator's account: tab "Konto", two-factor sign-in, invitations (decision 190). Polish is the source. */
export const accountMessages = defineMessages(
  {
    tabAccount: "Konto",
    // Server answers
    wrongPassword: "Obecne hasło jest nieprawidłowe.",
    signedOutAfterFailures:
      "Zbyt wiele błędnych prób hasła lub kodu: ta sesja została zakończona. Zaloguj się ponownie.",
    passwordTooShort: "Hasło musi mieć co najmniej 12 znaków.",
    passwordTooLong: "Hasło może mieć najwyżej 128 znaków.",
    passwordTooWeak:
      "To hasło łatwo odgadnąć. Użyj dłuższej frazy z niepowiązanych słów.",
    passwordsDiffer: "Hasła nie są takie same.",
    passwordRequired: "Podaj hasło.",
    codeRequired: "Podaj 6-cyfrowy kod z aplikacji.",
    codeInvalid: "Kod jest nieprawidłowy lub wygasł. Spróbuj ponownie.",
    backupCodeInvalid: "Kod zapasowy jest nieprawidłowy lub został już użyty.",
    tooManyCodes: "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.",
    twoFactorAlreadyOn: "Logowanie dwuetapowe jest już włączone.",
    twoFactorNotStarted:
      "Najpierw rozpocznij włączanie logowania dwuetapowego.",
    emailInvalid: "Podaj prawidłowy adres e-mail.",
    alreadyAdmin: "Ta osoba ma już konto administratora.",
    invitationNotFound: "Nie znaleziono zaproszenia.",
    adminsHeading: "Administratorzy",
    adminsIntro:
      "Osoby z dostępem do panelu. Usunięcie konta od razu kończy wszystkie jego sesje.",
    adminAdded: "Dodano",
    adminLastSignIn: "Ostatnie logowanie",
    adminNeverSignedIn: "jeszcze nie",
    adminTwoFactorOn: "Logowanie dwuetapowe: włączone",
    adminTwoFactorOff: "Logowanie dwuetapowe: wyłączone",
    adminYou: "to Ty",
    adminRemove: "Usuń",
    adminRemoveLabel: (email: string) => `Usuń administratora ${email}`,
    adminRemoveConfirmTitle: "Usunąć administratora?",
    adminRemoveConfirm: (email: string) =>
      `Konto ${email} zostanie usunięte, a jego sesje zakończone od razu. Tej osoby nie da się przywrócić; można ją zaprosić ponownie.`,
    adminRemoved: (email: string) => `Usunięto administratora ${email}.`,
    adminNotFound: "Nie znaleziono administratora.",
    adminRemoveSelf:
      "Nie możesz usunąć własnego konta. Poproś o to innego administratora.",
    adminRemoveLast:
      "To jedyny administrator: bez niego nikt nie mógłby się zalogować do panelu.",
    adminRemoveEnv:
      "To konto tworzy zmienna ADMIN_EMAIL przy każdym starcie serwera, więc wróciłoby po restarcie. Zmień najpierw ADMIN_EMAIL.",
    invitationExpired: "To zaproszenie wygasło. Poproś administratora o nowe.",
    invitationUsed: "To zaproszenie zostało już wykorzystane.",
    invitationRevoked: "To zaproszenie zostało anulowane.",
    invitationUnknown:
      "Ten link jest nieprawidłowy. Sprawdź, czy skopiowano go w całości.",
    genericError: "Wystąpił błąd. Spróbuj ponownie.",
    // Prompt in the panel
    promptTitle: "Włącz logowanie dwuetapowe",
    promptText:
      "Twoje konto chroni tylko hasło. Włącz logowanie dwuetapowe, aby do zalogowania potrzebny był też kod z aplikacji uwierzytelniającej.",
    promptAction: "Przejdź do ustawień konta",
    promptShort: "Konto chroni tylko hasło.",
    promptTurnOn: "Włącz logowanie dwuetapowe",
    promptDismiss: "Nie teraz",
    promptDismissLabel:
      "Ukryj przypomnienie o logowaniu dwuetapowym na tydzień",
    addToApp: "Dodaj do aplikacji uwierzytelniającej",
    addToAppHelp:
      "Na telefonie z aplikacją uwierzytelniającą: dotknij, zamiast skanować kod.",
    copyKey: "Kopiuj klucz",
    keyCopied: "Skopiowano klucz",
    // Password section
    passwordHeading: "Zmiana hasła",
    passwordIntro:
      "Nowe hasło musi mieć co najmniej 12 znaków i nie może być łatwe do odgadnięcia.",
    currentPassword: "Obecne hasło",
    newPassword: "Nowe hasło",
    repeatPassword: "Powtórz nowe hasło",
    changePassword: "Zmień hasło",
    passwordChanged: "Hasło zostało zmienione.",
    // Two-factor section
    twoFactorHeading: "Logowanie dwuetapowe",
    twoFactorOn: "Włączone: przy logowaniu podajesz hasło i kod z aplikacji.",
    twoFactorOff: "Wyłączone: do zalogowania wystarczy samo hasło.",
    twoFactorStartIntro:
      "Podaj hasło, aby rozpocząć. Potrzebna będzie aplikacja uwierzytelniająca (np. Google Authenticator, Microsoft Authenticator, 1Password).",
    startTwoFactor: "Włącz logowanie dwuetapowe",
    scanTitle: "1. Zeskanuj kod QR",
    scanText:
      "Zeskanuj kod aplikacją uwierzytelniającą albo wpisz w niej klucz ręcznie.",
    qrLabel: "Kod QR do dodania konta w aplikacji uwierzytelniającej",
    secretLabel: "Klucz do wpisania ręcznie",
    confirmTitle: "2. Potwierdź pierwszym kodem",
    code: "Kod z aplikacji",
    confirmCode: "Potwierdź i włącz",
    cancel: "Anuluj",
    twoFactorEnabled: "Logowanie dwuetapowe jest włączone.",
    backupTitle: "Kody zapasowe",
    backupText:
      "Każdy kod działa tylko raz. Użyj go, gdy nie masz dostępu do aplikacji. Zapisz je teraz w bezpiecznym miejscu: nie pokażemy ich ponownie.",
    copyCodes: "Kopiuj kody",
    codesCopied: "Skopiowano kody zapasowe.",
    downloadCodes: "Pobierz jako plik",
    codesSaved: "Kody są zapisane",
    disableIntro: "Aby wyłączyć logowanie dwuetapowe, podaj hasło.",
    disableTwoFactor: "Wyłącz logowanie dwuetapowe",
    twoFactorDisabled: "Logowanie dwuetapowe jest wyłączone.",
    // Sessions
    sessionsHeading: "Aktywne sesje",
    sessionsIntro: "Urządzenia, na których masz aktywną sesję.",
    sessionCreated: "Zalogowano",
    sessionLastActive: "Ostatnia aktywność",
    sessionDevice: "Urządzenie",
    thisDevice: "To urządzenie",
    unknownDevice: "Nieznane urządzenie",
    signOutOthers: "Wyloguj wszędzie indziej",
    signedOutOthers: (n: number) =>
      n === 1
        ? "Wylogowano 1 inną sesję."
        : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)
          ? `Wylogowano ${n} inne sesje.`
          : `Wylogowano ${n} innych sesji.`,
    noOtherSessions: "Nie masz innych aktywnych sesji.",
    // Invitations
    inviteHeading: "Zaproś administratora",
    inviteIntro:
      "Zaproszona osoba dostanie e-mail z linkiem ważnym 24 godziny. Po ustawieniu hasła uzyska dostęp do panelu administratora.",
    inviteEmail: "Adres e-mail",
    inviteLanguage: "Język wiadomości",
    langPl: "polski",
    langEn: "angielski",
    sendInvite: "Wyślij zaproszenie",
    inviteSent: (email: string) => `Wysłano zaproszenie do ${email}.`,
    pendingHeading: "Oczekujące zaproszenia",
    noPending: "Brak oczekujących zaproszeń.",
    expires: "Wygasa",
    revoke: "Anuluj zaproszenie",
    revokeLabel: (email: string) => `Anuluj zaproszenie dla ${email}`,
    revoked: "Zaproszenie anulowane.",
    saving: "Zapisywanie...",
    // Sign-in second step
    twoFactorStepTitle: "Logowanie dwuetapowe",
    twoFactorStepIntro: "Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.",
    backupStepIntro: "Wpisz jeden z kodów zapasowych. Każdy działa tylko raz.",
    backupCode: "Kod zapasowy",
    verify: "Zaloguj się",
    verifying: "Sprawdzanie...",
    useBackupCode: "Użyj kodu zapasowego",
    useAppCode: "Użyj kodu z aplikacji",
    startOver: "Zacznij od nowa",
    twoFactorExpired: "Czas na podanie kodu minął. Zaloguj się ponownie.",
    // Invitation page
    invitePageTitle: "Zaproszenie do panelu administratora",
    invitePageIntro: (email: string) =>
      `Ustaw hasło do konta ${email}. Będzie ono potrzebne przy logowaniu do panelu.`,
    setPassword: "Ustaw hasło i utwórz konto",
    accountCreated: "Konto utworzone. Zaloguj się nowym hasłem.",
    goToLogin: "Przejdź do logowania",
    // E-mail
    mailSubject: "Zaproszenie do panelu administratora RIB Warsaw",
    mailHeading: "Zaproszenie do panelu administratora",
    mailPreheader:
      "Ustaw hasło, aby uzyskać dostęp do panelu. Link jest ważny 24 godziny.",
    mailBody: (inviter: string) =>
      `${inviter} zaprasza Cię do panelu administratora strony RIB Warsaw. Kliknij przycisk, aby ustawić hasło i utworzyć konto.`,
    mailButton: "Ustaw hasło",
    mailValidity:
      "Link jest ważny 24 godziny i działa tylko raz. Jeśli to zaproszenie nie jest dla Ciebie, zignoruj tę wiadomość.",
    // Passkeys (decision 268)
    passkeysHeading: "Klucze dostępu (passkeys)",
    passkeysIntro:
      "Kluczem dostępu zalogujesz się telefonem lub komputerem – odciskiem palca, twarzą albo kodem urządzenia – bez hasła i bez kodu z aplikacji. Działa tylko na tej stronie, więc nie da się go wyłudzić jak hasła.",
    passkeyName: "Nazwa klucza",
    passkeyNameHelp: "Na przykład „iPhone” albo „Laptop w biurze”.",
    passkeyNameRequired: "Podaj nazwę klucza, np. iPhone.",
    passkeyNameTooLong: "Nazwa może mieć najwyżej 50 znaków.",
    addPasskey: "Dodaj klucz dostępu",
    addPasskeyIntro:
      "Podaj obecne hasło i nazwę, a potem potwierdź na urządzeniu (odcisk palca, twarz lub kod).",
    passkeyAdded: (name: string) => `Dodano klucz dostępu „${name}”.`,
    passkeyRemoved: (name: string) => `Usunięto klucz dostępu „${name}”.`,
    noPasskeys: "Nie masz jeszcze kluczy dostępu.",
    passkeyCreated: "Dodany",
    passkeyLastUsed: "Ostatnio użyty",
    passkeyNeverUsed: "nigdy",
    unnamedPasskey: "Klucz bez nazwy",
    removePasskey: "Usuń",
    removePasskeyLabel: (name: string) => `Usuń klucz dostępu „${name}”`,
    removePasskeyTitle: (name: string) => `Usunąć klucz dostępu „${name}”?`,
    removePasskeyText:
      "Tym kluczem nie będzie już można się zalogować. Na urządzeniu może zostać jego wpis; usuń go też w ustawieniach urządzenia.",
    removePasskeyConfirm: "Usuń klucz",
    passkeyCancelled:
      "Urządzenie nie utworzyło klucza: przerwano albo minął czas. Spróbuj ponownie.",
    passkeyAlreadyOnDevice: "To urządzenie ma już klucz dostępu do tego konta.",
    passkeyUnsupported: "Ta przeglądarka nie obsługuje kluczy dostępu.",
    passkeyNotVerified:
      "Urządzenie nie potwierdziło, że to Ty (odcisk palca, twarz lub kod). Klucz nie został dodany.",
    passkeyChallengeExpired:
      "Minął czas na potwierdzenie na urządzeniu. Spróbuj ponownie.",
    passkeyFailed: "Nie udało się zweryfikować klucza dostępu. Spróbuj ponownie.",
    passkeyNotFound: "Nie znaleziono tego klucza dostępu.",
    passkeySessionNotFresh:
      "Aby dodać klucz dostępu, wyloguj się i zaloguj ponownie (ta sesja trwa ponad dobę).",
    // The sign-in page's passkey button
    passkeySignIn: "Zaloguj się kluczem dostępu",
    passkeySigningIn: "Czekam na potwierdzenie na urządzeniu…",
    passkeyOr: "lub",
    passkeySignInHelp:
      "Klucz dodasz w zakładce Konto po zalogowaniu hasłem.",
    passkeySignInCancelled:
      "Logowanie kluczem dostępu przerwano albo urządzenie nie znalazło klucza do tej strony.",
    passkeySignInUnknown:
      "Ten klucz dostępu nie jest już zarejestrowany w panelu (mógł zostać usunięty). Zaloguj się hasłem.",
    passkeySignInNotVerified:
      "Urządzenie nie potwierdziło, że to Ty. Użyj odcisku palca, twarzy lub kodu urządzenia.",
    passkeySignInNotAdmin: "To konto nie ma uprawnień administratora.",
    passkeySignInTooMany:
      "Zbyt wiele prób logowania. Odczekaj minutę i spróbuj ponownie.",
    passkeySignInFailed: "Nie udało się zalogować kluczem dostępu. Spróbuj ponownie.",
    passkeySignedIn: "Zalogowano kluczem dostępu.",
  },
  {
    tabAccount: "Account",
    wrongPassword: "The current password is incorrect.",
    signedOutAfterFailures:
      "Too many wrong passwords or codes: this session has been ended. Please sign in again.",
    passwordTooShort: "The password must be at least 12 characters long.",
    passwordTooLong: "The password can be at most 128 characters long.",
    passwordTooWeak:
      "This password is too easy to guess. Use a longer phrase of unrelated words.",
    passwordsDiffer: "The passwords do not match.",
    passwordRequired: "Enter your password.",
    codeRequired: "Enter the 6-digit code from the app.",
    codeInvalid: "The code is incorrect or has expired. Please try again.",
    backupCodeInvalid: "The backup code is incorrect or has already been used.",
    tooManyCodes: "Too many attempts. Please wait a moment and try again.",
    twoFactorAlreadyOn: "Two-step sign-in is already on.",
    twoFactorNotStarted: "Start setting up two-step sign-in first.",
    emailInvalid: "Enter a valid e-mail address.",
    alreadyAdmin: "This person already has an administrator account.",
    invitationNotFound: "Invitation not found.",
    adminsHeading: "Administrators",
    adminsIntro:
      "Everyone with access to the panel. Removing an account ends all its sessions at once.",
    adminAdded: "Added",
    adminLastSignIn: "Last sign-in",
    adminNeverSignedIn: "not yet",
    adminTwoFactorOn: "Two-step sign-in: on",
    adminTwoFactorOff: "Two-step sign-in: off",
    adminYou: "you",
    adminRemove: "Remove",
    adminRemoveLabel: (email: string) => `Remove administrator ${email}`,
    adminRemoveConfirmTitle: "Remove this administrator?",
    adminRemoveConfirm: (email: string) =>
      `The account ${email} will be deleted and its sessions ended at once. It cannot be restored; the person can be invited again.`,
    adminRemoved: (email: string) => `Administrator ${email} removed.`,
    adminNotFound: "Administrator not found.",
    adminRemoveSelf:
      "You cannot remove your own account. Ask another administrator to do it.",
    adminRemoveLast:
      "This is the only administrator: without it nobody could sign in to the panel.",
    adminRemoveEnv:
      "The ADMIN_EMAIL setting re-creates this account at every server start, so it would come back after a restart. Change ADMIN_EMAIL first.",
    invitationExpired:
      "This invitation has expired. Ask an administrator for a new one.",
    invitationUsed: "This invitation has already been used.",
    invitationRevoked: "This invitation has been cancelled.",
    invitationUnknown:
      "This link is not valid. Check that it was copied in full.",
    genericError: "An error occurred. Please try again.",
    promptTitle: "Turn on two-step sign-in",
    promptText:
      "Only a password protects your account. Turn on two-step sign-in so that signing in also needs a code from an authenticator app.",
    promptAction: "Go to account settings",
    promptShort: "Only a password protects this account.",
    promptTurnOn: "Turn on two-step sign-in",
    promptDismiss: "Not now",
    promptDismissLabel: "Hide the two-step sign-in reminder for a week",
    addToApp: "Add to authenticator app",
    addToAppHelp:
      "On the phone with the authenticator app: tap instead of scanning the code.",
    copyKey: "Copy key",
    keyCopied: "Key copied",
    passwordHeading: "Change password",
    passwordIntro:
      "The new password must be at least 12 characters long and must not be easy to guess.",
    currentPassword: "Current password",
    newPassword: "New password",
    repeatPassword: "Repeat new password",
    changePassword: "Change password",
    passwordChanged: "Your password has been changed.",
    twoFactorHeading: "Two-step sign-in",
    twoFactorOn: "On: you sign in with your password and a code from the app.",
    twoFactorOff: "Off: your password alone is enough to sign in.",
    twoFactorStartIntro:
      "Enter your password to begin. You will need an authenticator app (e.g. Google Authenticator, Microsoft Authenticator, 1Password).",
    startTwoFactor: "Turn on two-step sign-in",
    scanTitle: "1. Scan the QR code",
    scanText:
      "Scan the code with your authenticator app or type the key into it by hand.",
    qrLabel: "QR code to add the account to an authenticator app",
    secretLabel: "Key to type in by hand",
    confirmTitle: "2. Confirm with a first code",
    code: "Code from the app",
    confirmCode: "Confirm and turn on",
    cancel: "Cancel",
    twoFactorEnabled: "Two-step sign-in is on.",
    backupTitle: "Backup codes",
    backupText:
      "Each code works once. Use one when you cannot use the app. Save them somewhere safe now: they will not be shown again.",
    copyCodes: "Copy codes",
    codesCopied: "Backup codes copied.",
    downloadCodes: "Download as a file",
    codesSaved: "The codes are saved",
    disableIntro: "To turn off two-step sign-in, enter your password.",
    disableTwoFactor: "Turn off two-step sign-in",
    twoFactorDisabled: "Two-step sign-in is off.",
    sessionsHeading: "Active sessions",
    sessionsIntro: "Devices on which you are signed in.",
    sessionCreated: "Signed in",
    sessionLastActive: "Last active",
    sessionDevice: "Device",
    thisDevice: "This device",
    unknownDevice: "Unknown device",
    signOutOthers: "Sign out everywhere else",
    signedOutOthers: (n: number) =>
      n === 1
        ? "1 other session signed out."
        : `${n} other sessions signed out.`,
    noOtherSessions: "You have no other active sessions.",
    inviteHeading: "Invite an administrator",
    inviteIntro:
      "The invited person will receive an e-mail with a link valid for 24 hours. Once they set a password, they will have access to the administrator panel.",
    inviteEmail: "E-mail address",
    inviteLanguage: "Language of the e-mail",
    langPl: "Polish",
    langEn: "English",
    sendInvite: "Send invitation",
    inviteSent: (email: string) => `Invitation sent to ${email}.`,
    pendingHeading: "Pending invitations",
    noPending: "No pending invitations.",
    expires: "Expires",
    revoke: "Cancel invitation",
    revokeLabel: (email: string) => `Cancel the invitation for ${email}`,
    revoked: "Invitation cancelled.",
    saving: "Saving...",
    twoFactorStepTitle: "Two-step sign-in",
    twoFactorStepIntro: "Enter the 6-digit code from your authenticator app.",
    backupStepIntro: "Enter one of your backup codes. Each works only once.",
    backupCode: "Backup code",
    verify: "Sign in",
    verifying: "Checking...",
    useBackupCode: "Use a backup code",
    useAppCode: "Use a code from the app",
    startOver: "Start again",
    twoFactorExpired:
      "The time to enter a code has run out. Please sign in again.",
    invitePageTitle: "Invitation to the administrator panel",
    invitePageIntro: (email: string) =>
      `Set a password for ${email}. You will then use it to sign in to the panel.`,
    setPassword: "Set password and create account",
    accountCreated: "Account created. Sign in with your new password.",
    goToLogin: "Go to sign-in",
    mailSubject: "Invitation to the RIB Warsaw administrator panel",
    mailHeading: "Invitation to the administrator panel",
    mailPreheader:
      "Set a password to get access to the panel. The link is valid for 24 hours.",
    mailBody: (inviter: string) =>
      `${inviter} invites you to the administrator panel of the RIB Warsaw website. Click the button to set a password and create your account.`,
    mailButton: "Set password",
    mailValidity:
      "The link is valid for 24 hours and works once. If you were not expecting this invitation, you can ignore this e-mail.",
    // Passkeys (decision 268)
    passkeysHeading: "Passkeys",
    passkeysIntro:
      "A passkey signs you in with your phone or computer: fingerprint, face or the device's PIN, with no password and no app code. It works only on this site, so it cannot be phished like a password.",
    passkeyName: "Passkey name",
    passkeyNameHelp: "For example “iPhone” or “Office laptop”.",
    passkeyNameRequired: "Enter a name for the passkey, e.g. iPhone.",
    passkeyNameTooLong: "The name can be at most 50 characters.",
    addPasskey: "Add a passkey",
    addPasskeyIntro:
      "Enter your current password and a name, then confirm on the device (fingerprint, face or PIN).",
    passkeyAdded: (name: string) => `Passkey “${name}” added.`,
    passkeyRemoved: (name: string) => `Passkey “${name}” removed.`,
    noPasskeys: "You have no passkeys yet.",
    passkeyCreated: "Added",
    passkeyLastUsed: "Last used",
    passkeyNeverUsed: "never",
    unnamedPasskey: "Unnamed passkey",
    removePasskey: "Remove",
    removePasskeyLabel: (name: string) => `Remove passkey “${name}”`,
    removePasskeyTitle: (name: string) => `Remove passkey “${name}”?`,
    removePasskeyText:
      "It will no longer sign you in. The device may keep its entry; remove that in the device's settings too.",
    removePasskeyConfirm: "Remove passkey",
    passkeyCancelled:
      "The device did not create a passkey: it was cancelled or timed out. Please try again.",
    passkeyAlreadyOnDevice: "This device already has a passkey for this account.",
    passkeyUnsupported: "This browser does not support passkeys.",
    passkeyNotVerified:
      "The device did not confirm it was you (fingerprint, face or PIN). The passkey was not added.",
    passkeyChallengeExpired:
      "The time to confirm on the device ran out. Please try again.",
    passkeyFailed: "The passkey could not be verified. Please try again.",
    passkeyNotFound: "That passkey was not found.",
    passkeySessionNotFresh:
      "To add a passkey, sign out and sign in again (this session is more than a day old).",
    // The sign-in page's passkey button
    passkeySignIn: "Sign in with a passkey",
    passkeySigningIn: "Waiting for the device to confirm…",
    passkeyOr: "or",
    passkeySignInHelp: "Add a passkey in the Account tab after signing in with your password.",
    passkeySignInCancelled:
      "The passkey sign-in was cancelled, or the device found no passkey for this site.",
    passkeySignInUnknown:
      "This passkey is no longer registered with the panel (it may have been removed). Sign in with your password.",
    passkeySignInNotVerified:
      "The device did not confirm it was you. Use your fingerprint, face or the device's PIN.",
    passkeySignInNotAdmin: "This account does not have administrator rights.",
    passkeySignInTooMany:
      "Too many sign-in attempts. Wait a minute and try again.",
    passkeySignInFailed: "Could not sign in with a passkey. Please try again.",
    passkeySignedIn: "Signed in with a passkey.",
  },
);

export type AccountMessages = (typeof accountMessages)["pl"];
