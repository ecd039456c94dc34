// Bot speed (not a test): MCTS playouts per second (tree + policy playouts) on empty
// boards, and how far past its time budget the bot answers (real clock); on 19×19 also
// with the large move model (the `qipan gtp` default there).
// Run: npx tsc -b && node lab/dist/go/bot-bench.js [ms]
import { initial } from '@qipan/go';
import { GoBot } from '@qipan/go/bot';
import { largeModel } from '@qipan/go/bot/large';

const ms = Number(process.argv[2] ?? 1000);
for (const [size, large] of [
  [9, false],
  [13, false],
  [19, false],
  [19, true],
] as const) {
  const bot = new GoBot({
    playouts: 1e9,
    timeMs: ms,
    seed: 1,
    ...(large ? { model: largeModel() } : {}),
  });
  const s = initial({ preset: 'chinese', size, komi: 7 });
  bot.think(s, 'black'); // warm-up
  const c0 = process.cpuUsage();
  const r = bot.think(s, 'black');
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1e6;
  console.log(
    `${size}x${size}${large ? ' (large model)' : ''}: ${r.playouts} playouts in ${r.elapsedMs} ms (budget ${ms} ms, ${((100 * r.elapsedMs) / ms).toFixed(0)}%): ` +
      `${Math.round((r.playouts * 1000) / r.elapsedMs)}/s wall, ${Math.round(r.playouts / cpu)}/s per CPU second`,
  );
}
