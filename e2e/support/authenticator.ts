import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator application of the test: the same library as the
 * server's, computing a code from the secret the page showed. A code is
 * accepted once, so each is taken from a time step after the last one used:
 * the current step, or the next one (the server tolerates one step ahead,
 * as it does a phone's clock a little fast), waiting if even that was used.
 */
export function authenticator(secret: string) {
  const key = Secret.fromBase32(secret);
  const stepNow = () => TOTP.counter({ timestamp: Date.now() });
  let lastStep = 0;
  return {
    /** A code the server has not seen yet. */
    async next(): Promise<string> {
      const step = Math.max(stepNow(), lastStep + 1);
      if (step > stepNow() + 1) await sleep((step - 1) * 30_000 - Date.now() + 100);
      lastStep = step;
      return TOTP.generate({ secret: key, timestamp: step * 30_000 });
    },
    /** A code that is none of the valid ones. */
    wrong(): string {
      const valid = [-1, 0, 1].map((delta) =>
        TOTP.generate({ secret: key, timestamp: (stepNow() + delta) * 30_000 }),
      );
      return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
