// What scripts/test.ts hands the tests: the running production server and its database.
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\``);
  return value;
}

export const baseUrl = () => required("TEST_BASE_URL");
export const testDatabaseUri = () => required("MONGODB_URI");
/** The local server's address without a database name, for tests that need a database of their own. */
export const testMongoBase = () => required("TEST_MONGODB_BASE");
export const scratchDir = () => required("TEST_SCRATCH_DIR");
