/**
 * The browser half of WebAuthn (decision 268), loaded only when an administrator adds a passkey
 * or signs in with one: @simplewebauthn/browser is imported on demand, so neither the public
 * site nor the panel's first load carries it.
 */

/** Why the device gave no answer: cancelled or timed out, already holds one, or no WebAuthn here. */
export type PasskeyProblem = "cancelled" | "already-registered" | "unsupported";

export class PasskeyDeviceError extends Error {
  constructor(public problem: PasskeyProblem) {
    super(problem);
  }
}

function problemOf(err: unknown): PasskeyProblem {
  const code = (err as { code?: string } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "already-registered";
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID") return "unsupported";
  return "cancelled";
}

async function browserLib() {
  const lib = await import("@simplewebauthn/browser");
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyDeviceError("unsupported");
  return lib;
}

/** navigator.credentials.create() with the server's registration options; the answer as JSON. */
export async function createPasskey(optionsJSON: unknown): Promise<Record<string, unknown>> {
  const { startRegistration } = await browserLib();
  try {
    const { clientExtensionResults: _ignored, ...response } = await startRegistration({
      optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]["optionsJSON"],
    });
    return response as unknown as Record<string, unknown>;
  } catch (err) {
    throw new PasskeyDeviceError(problemOf(err));
  }
}

/**
 * navigator.credentials.get() with the server's authentication options, asking the device to
 * verify its user (the server refuses an answer without it); the answer as JSON.
 */
export async function getPasskey(optionsJSON: unknown): Promise<Record<string, unknown>> {
  const { startAuthentication } = await browserLib();
  try {
    const { clientExtensionResults: _ignored, ...response } = await startAuthentication({
      optionsJSON: {
        ...(optionsJSON as Parameters<typeof startAuthentication>[0]["optionsJSON"]),
        userVerification: "required",
      },
    });
    return response as unknown as Record<string, unknown>;
  } catch (err) {
    throw new PasskeyDeviceError(problemOf(err));
  }
}
