/*
 * Qipan benchmark reference: count the N-Queens solutions of an N x N board.
 *
 *   gcc -O3 -o queens queens.c && ./queens 16     # prints 14772512
 *
 * Single-threaded bitmask backtracking (one queen per row; columns and both
 * diagonals as bit sets) with the half-board mirror: a first-row queen in the left
 * half counts twice, and for odd N the middle first-row queen is combined with a
 * second-row queen in the left half, also counted twice. The search is iterative
 * with an explicit stack. Written for Qipan; no code copied from elsewhere.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef uint32_t u32;

/* Number of ways to complete a board whose placed queens are given as bit sets. */
static uint64_t complete(u32 full, u32 cols, u32 left, u32 right)
{
  u32 stack_cols[33], stack_left[33], stack_right[33], stack_free[33];
  int depth = 0;
  uint64_t found = 0;
  u32 free_ = full & ~(cols | left | right);

  if (cols == full) return 1;
  for (;;) {
    if (free_ == 0) {
      if (depth == 0) break;
      depth--;
      cols = stack_cols[depth];
      left = stack_left[depth];
      right = stack_right[depth];
      free_ = stack_free[depth];
      continue;
    }
    u32 bit = free_ & (0u - free_);
    free_ ^= bit;
    u32 next_cols = cols | bit;
    if (next_cols == full) {
      found++;
      continue;
    }
    u32 next_left = (left | bit) << 1;
    u32 next_right = (right | bit) >> 1;
    u32 next_free = full & ~(next_cols | next_left | next_right);
    if (next_free == 0) continue;
    stack_cols[depth] = cols;
    stack_left[depth] = left;
    stack_right[depth] = right;
    stack_free[depth] = free_;
    depth++;
    cols = next_cols;
    left = next_left;
    right = next_right;
    free_ = next_free;
  }
  return found;
}

static uint64_t count(int n)
{
  u32 full = n == 32 ? 0xffffffffu : (1u << n) - 1u;
  uint64_t total = 0;
  int half = n / 2;

  if (n == 1) return 1;
  for (int c = 0; c < half; c++) {
    u32 bit = 1u << c;
    total += 2 * complete(full, bit, bit << 1, bit >> 1);
  }
  if (n & 1) {
    u32 mid = 1u << half;
    u32 left = mid << 1, right = mid >> 1;
    for (int c = 0; c < half; c++) {
      u32 bit = 1u << c;
      if (bit & (mid | left | right)) continue;
      total += 2 * complete(full, mid | bit, (left | bit) << 1, (right | bit) >> 1);
    }
  }
  return total;
}

int main(int argc, char **argv)
{
  char *end = NULL;
  long n = argc == 2 ? strtol(argv[1], &end, 10) : 0;
  if (argc != 2 || *end != '\0' || n < 1 || n > 32) {
    fprintf(stderr, "usage: queens N   (1 <= N <= 32)\n");
    return 2;
  }
  printf("%llu\n", (unsigned long long)count((int)n));
  return 0;
}
