// A bound on a step of a browser test that could hang (Playwright's evaluate and viewport calls
// wait without a timeout of their own): past it the test fails naming the step, instead of
// running into the whole test's timeout with no word of where it stood. It bounds a hang, not the
// speed: far above what the step takes on a busy machine.
export async function boundHang<T>(step: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${step}: not done after ${ms / 1000} s (a hang)`)),
      ms,
    );
  });
  try {
    return await Promise.race([work(), hung]);
  } finally {
    clearTimeout(timer);
  }
}
