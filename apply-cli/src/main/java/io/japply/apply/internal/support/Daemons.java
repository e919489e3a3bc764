package io.japply.apply.internal.support;

import java.util.concurrent.ThreadFactory;

/** Threads that never keep the process alive: work japply starts on the side ends with its command. */
public final class Daemons {
    private Daemons() {
    }

    /** Starts {@code work} on a daemon thread named {@code name}. */
    public static Thread start(String name, Runnable work) {
        Thread thread = named(name).newThread(work);
        thread.start();
        return thread;
    }

    /** A pool's threads, each a daemon named {@code name}. */
    public static ThreadFactory named(String name) {
        return work -> {
            Thread thread = new Thread(work, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
