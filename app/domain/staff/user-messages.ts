// User-management messages (spec section 8), shown by the pages and returned by the API.
export const USER_MESSAGES = {
  loadFailed: "Failed to load users",
  updateFailed: "Failed to update user",
  createFailed: "Failed to create user",
  genericError: "An error occurred. Please try again.",
  statusFailed: "Failed to update user status",
  deleteFailed: "Failed to delete user",
  created: "User created successfully",
  updated: "User updated successfully",
  deleted: "User deleted successfully",
  activated: "User activated successfully",
  deactivated: "User deactivated successfully",
  empty: "No users found",
  notFound: "User not found",
  duplicateEmail: "A user with this email already exists",
  cannotDeactivateSelf: "You cannot deactivate your own account",
  lastAdminDeactivate: "The last active admin cannot be deactivated",
  cannotDeleteSelf: "You cannot delete your own account",
  lastAdminDelete: "The last active admin cannot be deleted",
} as const;

export function deleteUserConfirmation(email: string): string {
  return `Delete user "${email}"? This cannot be undone.`;
}

/** Success messages clear after this long with JavaScript (spec section 9). */
export const SUCCESS_MESSAGE_MS = 5000;
