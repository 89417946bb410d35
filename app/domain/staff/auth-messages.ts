// Sign-in messages: their home is the catalogue (app/content/messages.ts).
export { MISSING_CREDENTIALS, INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS, LOGIN_FAILED, LOGIN_ERROR, LOGOUT_CONFIRMATION, REFRESH_TOKEN_REQUIRED, REFRESH_FAILED, SERVICE_UNAVAILABLE } from "../../content/messages.ts";
