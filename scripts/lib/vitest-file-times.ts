// A vitest reporter for npm test's list of slowest files: how long each test file took, hooks,
// import and setup included (vitest's JSON report counts only from its first test to its last),
// written as JSON to the file named by VITEST_FILE_TIMES when the run ends.
import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** One line per test file: its path from the project root and its time in milliseconds. */
export type FileTime = { file: string; ms: number };

export default class FileTimesReporter implements Reporter {
  private readonly times: FileTime[] = [];

  onTestModuleEnd(testModule: TestModule): void {
    const diagnostic = testModule.diagnostic();
    this.times.push({
      file: testModule.relativeModuleId,
      ms:
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration +
        diagnostic.duration,
    });
  }

  onTestRunEnd(): void {
    const output = process.env.VITEST_FILE_TIMES;
    if (output) writeFileSync(output, JSON.stringify(this.times));
  }
}
