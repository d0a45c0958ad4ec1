// A fixed pseudo-random sequence for the benchmarks' seed data, so two runs seed the same data.
export function seededRandom(seed: number) {
  let state = seed
  const rand = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]
  return { rand, pick }
}
