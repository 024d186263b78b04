// The escalation's timer (src/sales/escalation.ts): every minute, by the app's clock, leads still new
// past the escalation time are flagged and the admins told. Off in tests unless asked for (they call
// runEscalation with the time they choose); stopped when the app closes.
import fp from 'fastify-plugin';
import { runEscalation } from '../../sales/escalation.ts';

/** How often the timer looks for leads to escalate. */
export const ESCALATION_EVERY_MS = 60_000;

export interface LeadEscalationOptions {
  /** Run the timer (default: except under NODE_ENV=test). */
  enabled?: boolean;
}

export default fp<LeadEscalationOptions>(
  async (app, options) => {
    const enabled = options.enabled ?? app.config.nodeEnv !== 'test';
    if (!enabled) return;
    let running: Promise<void> | null = null;
    const tick = () => {
      // One run at a time: a slow run is not overtaken by the next minute's.
      if (running !== null) return;
      running = runEscalation(
        { db: app.db, sms: app.smsSender, log: app.log, publicUrl: app.config.publicUrl },
        new Date(app.clock()),
      )
        .then(({ escalated, told }) => {
          if (escalated.length > 0)
            app.log.info(`Escalated ${escalated.length} lead(s) still new; told ${told} admin(s)`);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'Could not escalate waiting leads'))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, ESCALATION_EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'lead-escalation', dependencies: ['db', 'sms-sender'] },
);
