// User-management messages: their home is the catalogue (app/content/messages.ts).
export { deleteUserConfirmation, SUCCESS_MESSAGE_MS, USER_MESSAGES } from "../../content/messages.ts";
