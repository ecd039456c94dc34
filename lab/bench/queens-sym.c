/*
 * Qipan benchmark reference: count the N-Queens solutions of an N x N board with one
 * search per symmetry class of solutions (the idea of packages/queens/src/count.ts),
 * on one thread.
 *
 *   gcc -O3 -o queens-sym queens-sym.c
 *   ./queens-sym 16            # prints 14772512   (all solutions, OEIS A000170)
 *   ./queens-sym 16 --unique   # prints 1846955    (fundamental ones, OEIS A002562)
 *
 * Written for Qipan from the description in count.ts; no code copied from elsewhere.
 *
 * Rows are filled top to bottom, columns are bits (column c is 1 << c), with the three
 * usual attack masks. Each solution is reached once through its smallest image (row 0
 * first, then row 1, ... compared by column):
 * - corner family: the top queen at column 0, the row-1 queen at column c1 >= 2, and
 *   column 1 forbidden in rows 2..c1-1 (the transposed image is then larger). Such a
 *   solution has no symmetry: 8 images.
 * - edge family: the top queen at column t, 1 <= t < n-1-t; columns 0 and n-1 are
 *   forbidden in rows 1..t-1 and n-t..n-2, the bottom queen stays in columns
 *   t..n-1-t, and both side columns are taken by the end of row n-1-t. Only a
 *   rotation can tie with it, so a finished board is compared with its rotations only
 *   when a rotated side queen lands on t: 2, 4 or 8 images, or not canonical.
 * The search is iterative (an explicit stack of masks per row), with the last row
 * checked from the row before it instead of being entered.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t u32;
typedef uint64_t u64;

struct counts {
  u64 total;
  u64 unique;
};

static int n;
static u32 full;
/* allow[row]: the columns a family lets row `row` use before attacks. */
static u32 allow[33];
/* The queen of each row, as a bit, for the rotation check of the edge family. */
static u32 board[33];

static int column(u32 bit) { return __builtin_ctz(bit); }

/*
 * Compares the board's rotation by `quarter` quarter turns with the board itself, row by
 * row: negative when the rotation is smaller, 0 when equal, positive when larger.
 */
static int compare_rotation(const int *q, int quarter)
{
  int img[32];
  for (int r = 0; r < n; r++) {
    if (quarter == 1) img[q[r]] = n - 1 - r;
    else if (quarter == 2) img[n - 1 - r] = n - 1 - q[r];
    else img[n - 1 - q[r]] = r;
  }
  for (int r = 0; r < n; r++)
    if (img[r] != q[r]) return img[r] - q[r];
  return 0;
}

/* A finished edge-family board that may tie with a rotation: its images, or 0. */
static int rotation_images(void)
{
  int q[32];
  for (int r = 0; r < n; r++) q[r] = column(board[r]);
  int c90 = compare_rotation(q, 1);
  if (c90 < 0) return 0;
  if (c90 == 0) return 2;
  int c180 = compare_rotation(q, 2);
  if (c180 < 0) return 0;
  if (compare_rotation(q, 3) < 0) return 0;
  return c180 == 0 ? 4 : 8;
}

/* Corner family with the row-1 queen at column c1: the number of completions. */
static u64 corner(int c1)
{
  u32 left[33], down[33], right[33], avail[33];
  u64 found = 0;
  for (int r = 0; r < n; r++) allow[r] = full;
  for (int r = 2; r < c1; r++) allow[r] &= ~2u;

  u32 b0 = 1u, b1 = 1u << c1;
  int last = n - 1;
  int row = 2;
  u32 l = ((b0 << 1) | b1) << 1, d = b0 | b1, r = b1 >> 1;
  u32 av = allow[2] & ~(l | d | r);
  int base = row;
  for (;;) {
    if (av == 0) {
      if (row == base) break;
      row--;
      l = left[row];
      d = down[row];
      r = right[row];
      av = avail[row];
      continue;
    }
    u32 bit = av & (0u - av);
    av ^= bit;
    u32 nl = (l | bit) << 1, nd = d | bit, nr = (r | bit) >> 1;
    u32 na = allow[row + 1] & ~(nl | nd | nr);
    if (na == 0) continue;
    if (row + 1 == last) {
      found++;
      continue;
    }
    left[row] = l;
    down[row] = d;
    right[row] = r;
    avail[row] = av;
    row++;
    l = nl;
    d = nd;
    r = nr;
    av = na;
  }
  return found;
}

/* Edge family with the top queen at column t: adds its solutions to *c. */
static void edge(int t, struct counts *c)
{
  u32 left[33], down[33], right[33], avail[33];
  u32 side = 1u | (1u << (n - 1));
  u32 right_bit = 1u << (n - 1);
  u32 bit_nt = 1u << (n - 1 - t);
  int last = n - 1;
  int row_nt = n - 1 - t;
  u64 plain = 0;

  for (int r = 0; r < n; r++) allow[r] = full;
  for (int r = 1; r < t; r++) allow[r] &= ~side;
  for (int r = n - t; r < n - 1; r++) allow[r] &= ~side;
  for (int col = 0; col < n; col++)
    if (col < t || col > n - 1 - t) allow[last] &= ~(1u << col);

  u32 b0 = 1u << t;
  board[0] = b0;
  int row = 1, base = 1;
  u32 l = b0 << 1, d = b0, r = b0 >> 1;
  u32 av = allow[1] & ~(l | d | r);
  for (;;) {
    if (av == 0) {
      if (row == base) break;
      row--;
      l = left[row];
      d = down[row];
      r = right[row];
      av = avail[row];
      continue;
    }
    u32 bit = av & (0u - av);
    av ^= bit;
    u32 nl = (l | bit) << 1, nd = d | bit, nr = (r | bit) >> 1;
    u32 na = allow[row + 1] & ~(nl | nd | nr);
    if (row + 1 == row_nt) {
      /* Both side columns taken by the end of row n-1-t. */
      u32 sd = nd & side;
      if (sd == 0) continue;
      if (sd != side) na &= side;
    }
    if (na == 0) continue;
    board[row] = bit;
    if (row + 1 == last) {
      if (board[t] != right_bit && board[row_nt] != 1u && na != bit_nt) {
        plain++;
      } else {
        board[last] = na;
        int k = rotation_images();
        if (k != 0) {
          c->total += (u64)k;
          c->unique++;
        }
      }
      continue;
    }
    left[row] = l;
    down[row] = d;
    right[row] = r;
    avail[row] = av;
    row++;
    l = nl;
    d = nd;
    r = nr;
    av = na;
  }
  c->total += 8 * plain;
  c->unique += plain;
}

/* Boards under 6: every solution, each checked against its 8 images. */
static struct counts small(void)
{
  struct counts c = {0, 0};
  int q[8], img[8];
  int total = 1;
  for (int i = 0; i < n; i++) total *= n;
  for (int code = 0; code < total; code++) {
    int x = code, ok = 1;
    for (int r = 0; r < n; r++, x /= n) q[r] = x % n;
    for (int a = 0; a < n && ok; a++)
      for (int b = a + 1; b < n && ok; b++)
        if (q[a] == q[b] || abs(q[a] - q[b]) == b - a) ok = 0;
    if (!ok) continue;
    c.total++;
    int smallest = 1;
    for (int s = 1; s < 8 && smallest; s++) {
      for (int r = 0; r < n; r++) {
        int row = r, col = q[r];
        for (int k = 0; k < (s & 3); k++) { /* quarter turn: (row, col) -> (col, n-1-row) */
          int nr = col;
          col = n - 1 - row;
          row = nr;
        }
        if (s & 4) col = n - 1 - col;
        img[row] = col;
      }
      for (int r = 0; r < n; r++) {
        if (img[r] != q[r]) {
          if (img[r] < q[r]) smallest = 0;
          break;
        }
      }
    }
    c.unique += smallest;
  }
  return c;
}

int main(int argc, char **argv)
{
  char *end = NULL;
  int unique = argc == 3 && strcmp(argv[2], "--unique") == 0;
  long arg = argc >= 2 ? strtol(argv[1], &end, 10) : 0;
  if ((argc != 2 && !unique) || *end != '\0' || arg < 1 || arg > 32) {
    fprintf(stderr, "usage: queens-sym N [--unique]   (1 <= N <= 32)\n");
    return 2;
  }
  n = (int)arg;
  full = n == 32 ? 0xffffffffu : (1u << n) - 1u;
  struct counts c = {0, 0};
  if (n < 6) {
    c = small();
  } else {
    for (int c1 = 2; c1 < n; c1++) {
      u64 k = corner(c1);
      c.total += 8 * k;
      c.unique += k;
    }
    for (int t = 1; t < n - 1 - t; t++) edge(t, &c);
  }
  printf("%llu\n", (unsigned long long)(unique ? c.unique : c.total));
  return 0;
}
