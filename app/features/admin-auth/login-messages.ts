import { defineMessages } from "~/lib/i18n/messages";

/** The administrator sign-in form (docs/product.md §8). Polish is the source. */
export const loginMessages = defineMessages(
  {
    email: "E-mail",
    password: "Hasło",
    signIn: "Zaloguj się",
    signingIn: "Logowanie...",
    loginFailedTitle: "Błąd logowania",
    loginFailedText: "Nieprawidłowy email lub hasło",
    errorTitle: "Błąd",
    thrownTitle: "Wystąpił błąd",
    thrownText: "Nie udało się zalogować. Spróbuj ponownie.",
    tooManyAttempts: "Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.",
    wrongAddress:
      "Logowanie działa tylko pod głównym adresem strony. Otwórz panel stamtąd i spróbuj ponownie.",
    notAdmin: "To konto nie ma uprawnień administratora.",
    successTitle: "Zalogowano pomyślnie",
    successText: "Przekierowanie do panelu...",
  },
  {
    email: "E-mail",
    password: "Password",
    signIn: "Sign in",
    signingIn: "Signing in...",
    loginFailedTitle: "Sign-in error",
    loginFailedText: "Invalid email or password",
    errorTitle: "Error",
    thrownTitle: "An error occurred",
    thrownText: "Could not sign in. Please try again.",
    tooManyAttempts: "Too many sign-in attempts. Please try again in a few minutes.",
    wrongAddress:
      "Sign-in works only at the site's main address. Open the panel from there and try again.",
    notAdmin: "This account does not have administrator rights.",
    successTitle: "Signed in",
    successText: "Redirecting to the panel...",
  },
);
