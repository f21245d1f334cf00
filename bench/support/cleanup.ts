/**
 * What a benchmark must undo, newest first, even when it fails half-way: a server process left
 * running would outlive the benchmark, and a throwaway database would stay on the server.
 */
export class Cleanup {
  private steps: (() => unknown)[] = []

  add(step: () => unknown): void {
    this.steps.push(step)
  }

  async run(): Promise<void> {
    for (const step of this.steps.reverse()) {
      try {
        await step()
      } catch (error) {
        console.error('cleanup:', error)
      }
    }
    this.steps = []
  }
}
