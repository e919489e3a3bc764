package io.japply.it.warm;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What {@code japply daemon status} says of the one warm process a test started, waited for as it starts. */
final class WarmProcesses {
    private static final Pattern STATUS = Pattern.compile("pid (\\d+), .*, requests (\\d+), running (\\d+),");

    record Status(long pid, int requests, int running) {
    }

    private final Launcher launcher;

    WarmProcesses(Launcher launcher) {
        this.launcher = launcher;
    }

    Optional<Status> status() {
        Matcher m = STATUS.matcher(statusText());
        return m.find() ? Optional.of(new Status(Long.parseLong(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)))) : Optional.empty();
    }

    /** Waits (up to a minute) until a warm process answers and {@code until} holds for its status. */
    Status await(java.util.function.Predicate<Status> until) {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < deadline) {
            Optional<Status> now = status();
            if (now.isPresent() && until.test(now.get())) {
                return now.get();
            }
            pause(100);
        }
        throw new AssertionError("no warm process reached the state awaited; last status: " + statusText());
    }

    /** A warm run (cold, as none listens yet) and then the warm process it starts. */
    Status started() {
        launcher.warm(null, "version");
        return await(s -> true);
    }

    /** Asked in this JVM: a cold process per poll would take the cores the warm process starts on. */
    String statusText() {
        return io.japply.it.JapplyRun.of(null, launcher.environment(), "daemon", "status").out();
    }

    void stop() {
        io.japply.it.JapplyRun.of(null, launcher.environment(), "daemon", "stop");
    }

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
