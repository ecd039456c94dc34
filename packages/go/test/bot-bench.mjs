// Bot speed (not a test): MCTS playouts per second (tree + policy playouts) on empty
// boards, and how far past its time budget the bot answers (real clock).
// Run: npx tsc -b packages/go && node packages/go/test/bot-bench.mjs [ms]
import { initial } from '../dist/index.js';
import { GoBot } from '../dist/bot/index.js';

const ms = Number(process.argv[2] ?? 1000);
for (const size of [9, 13, 19]) {
  const bot = new GoBot({ playouts: 1e9, timeMs: ms, seed: 1 });
  const s = initial({ preset: 'chinese', size, komi: 7 });
  bot.think(s, 'black'); // warm-up
  const c0 = process.cpuUsage();
  const r = bot.think(s, 'black');
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1e6;
  console.log(
    `${size}x${size}: ${r.playouts} playouts in ${r.elapsedMs} ms (budget ${ms} ms, ${((100 * r.elapsedMs) / ms).toFixed(0)}%): ` +
      `${Math.round((r.playouts * 1000) / r.elapsedMs)}/s wall, ${Math.round(r.playouts / cpu)}/s per CPU second`,
  );
}
