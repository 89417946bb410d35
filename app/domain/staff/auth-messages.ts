// Messages of sign-in and the admin session that both the server and the pages show.
export const MISSING_CREDENTIALS = "Please enter both email and password";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait a while and try again.";
export const LOGIN_FAILED = "Login failed";
export const LOGIN_ERROR = "An error occurred during login";
export const LOGOUT_CONFIRMATION = "Are you sure you want to logout?";
export const REFRESH_TOKEN_REQUIRED = "Refresh token required";
export const REFRESH_FAILED = "Session expired. Please log in again.";
export const SERVICE_UNAVAILABLE = "Service unavailable";
