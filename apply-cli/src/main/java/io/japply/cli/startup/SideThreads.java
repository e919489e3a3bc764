package io.japply.cli.startup;

import java.util.concurrent.ThreadFactory;

/** Start-up's threads on the side: daemons, so that none keeps the process alive after its command. */
final class SideThreads {
    private SideThreads() {
    }

    /** Starts {@code work} on a daemon thread named {@code name}. */
    static Thread start(String name, Runnable work) {
        Thread thread = named(name).newThread(work);
        thread.start();
        return thread;
    }

    /** A pool's threads, each a daemon named {@code name}. */
    static ThreadFactory named(String name) {
        return work -> {
            Thread thread = new Thread(work, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
