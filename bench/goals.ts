// The speed goals as the bench checks them: each is printed with its figure and PASS or
// FAIL as it is measured, and reportGoals() at the end repeats them, prints one clear FAIL line
// for each goal missed (or not measured) and makes the bench exit non-zero.
interface Goal {
  name: string;
  figure: string;
  pass: boolean;
}

const goals: Goal[] = [];

/** Records and prints one goal; `pass` false (or a NaN figure upstream) is a failure. */
export function goal(name: string, figure: string, pass: boolean): void {
  goals.push({ name, figure, pass });
  console.log(`  goal ${pass ? 'PASS' : 'FAIL'}  ${name}: ${figure}`);
}

export function reportGoals(): void {
  console.log('\nSpeed goals');
  for (const { name, figure, pass } of goals) {
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${figure}`);
  }
  const failed = goals.filter((item) => !item.pass);
  if (failed.length) {
    console.log(`FAIL: ${failed.length} of ${goals.length} speed goals missed`);
    process.exitCode = 1;
  } else {
    console.log(`All ${goals.length} speed goals met`);
  }
}
