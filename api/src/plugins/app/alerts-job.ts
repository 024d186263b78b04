// The alerts' run (src/alerts/run-alerts.ts), every minute and a few seconds after a catalogue edit,
// through the job runner: the schedule makes one job a minute however many instances are up, and one
// instance runs it. A run that fails
// is retried by the runner; what it had not finished waits in the database for the next.
import fp from 'fastify-plugin';
import { runAlerts } from '../../alerts/run-alerts.ts';

export const ALERTS_QUEUE = 'alerts';

/**
 * How long after a catalogue edit a run starts: a new villa or a lower price reaches its buyers within
 * seconds, not at the next minute, and an editor's few quick changes (publish, then fix the price) are
 * read by the one run.
 */
export const ALERTS_AFTER_EDIT_SECONDS = 5;

export default fp(
  async (app) => {
    const jobs = app.jobs;
    if (jobs === null) return;
    // 'stately': one run waiting and one running at most, so minutes missed while down do not pile up.
    await jobs.createQueue(ALERTS_QUEUE, {
      policy: 'stately',
      retryLimit: 2,
      retryDelay: 20,
      expireInSeconds: 300,
      deleteAfterSeconds: 86_400,
    });
    await jobs.schedule(ALERTS_QUEUE, '* * * * *');
    // And one now: after a restart or a release, what waited is read without waiting for the minute.
    await jobs.send(ALERTS_QUEUE, {});
    // Every instance hears an edit, and each asks for a run; 'stately' keeps the one already waiting.
    await app.events.subscribe('catalogue_changed', {
      onMessage: () =>
        void jobs
          .send(ALERTS_QUEUE, {}, { startAfter: ALERTS_AFTER_EDIT_SECONDS })
          .catch((error: unknown) => app.log.error({ err: error }, 'Asking for an alerts run failed')),
    });
    await jobs.work(ALERTS_QUEUE, async () => {
      const result = await runAlerts(
        { db: app.db, sms: app.smsSender, log: app.log, publicUrl: app.config.publicUrl },
        new Date(app.clock()),
      );
      if (result.news > 0 || result.sent > 0)
        app.log.info(`Alerts: ${result.news} news for buyers, ${result.sent} digest(s) sent`);
    });
  },
  { name: 'alerts-job', dependencies: ['job-runner', 'db', 'sms-sender', 'events'] },
);
