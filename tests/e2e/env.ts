/** Fixed ports and accounts of the e2e stack (tests/e2e/stack.ts). */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3210),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 3225),
  weatherPort: Number(process.env.E2E_WEATHER_PORT ?? 3226),
  controlPort: Number(process.env.E2E_CONTROL_PORT ?? 3227),
  /** The fake booking provider (tests/support/fake-fareharbor.ts). */
  fareharborPort: Number(process.env.E2E_FAREHARBOR_PORT ?? 3228),
  /** The fake Stripe (tests/support/fake-stripe.ts). */
  stripePort: Number(process.env.E2E_STRIPE_PORT ?? 3229),
  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  },
  get controlURL() {
    return `http://127.0.0.1:${this.controlPort}`;
  },
  adminEmail: "admin@ribwarsaw.test",
  adminPassword: "correct-horse-battery-9",
  operatorEmail: "operator@ribwarsaw.test",
};
