// How the server-rendered sign-in page signs a visitor in: its action hands the typed email and
// password (then the two-step code) to the sign-in service through the load context, which the
// server answers in-process for the visitor of the request (their cookies, their address). The
// page thus works without JavaScript, and the web app never imports server code.
import { createContext } from 'react-router';

/** The sign-in service's answer, as its HTTP endpoint would give it. */
export interface AccountAnswer {
  ok: boolean;
  status: number;
  /** The refusal's code (WRONG_CREDENTIALS, INVALID_CODE…), when refused. */
  code?: string | undefined;
  /** The password was right and the account asks for its authenticator's code next. */
  twoFactor: boolean;
  /** Set-Cookie lines to pass on to the browser (the session, or the two-step challenge). */
  cookies: string[];
}

export interface AccountService {
  /** Checks an email and password; on success the cookies start a session or a two-step check. */
  signIn(email: string, password: string): Promise<AccountAnswer>;
  /** Checks the authenticator's code of the two-step check the request's cookies carry. */
  verifyCode(code: string): Promise<AccountAnswer>;
}

export const accountServiceContext = createContext<AccountService>();
