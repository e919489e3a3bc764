package io.japply.apply.status;

/** When a wait calls a Job ready. */
public enum JobWait {
    /**
     * When it completes (Complete=True); Failed=True fails the wait at once, with its reason and
     * message. A running Job is InProgress. What a deploy step needs of a migration Job, as Argo CD's
     * health, kapp and Helm's --wait-for-jobs do. The default.
     */
    COMPLETE,
    /** kstatus' rule: ready (Current) as soon as it has started; failed only if it failed by then. */
    STARTED
}
