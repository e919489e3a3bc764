package io.japply.it.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One benchmark run through GNU time: its wall milliseconds and its peak resident set ("Maximum resident
 * set size", %M, in KB: the largest the process's RSS was, file-backed pages such as a JVM's AOT cache and
 * libraries included; of its largest child when it has any). A failed run stops the benchmark.
 */
record MeasuredRun(long millis, long rssKb) {
    /** Runs command once; its output goes to a temporary log shown only when it fails. */
    static MeasuredRun of(List<String> command) throws IOException, InterruptedException {
        Path rss = Files.createTempFile("rss", ".txt");
        Path log = Files.createTempFile("bench", ".log");
        try {
            List<String> full = new ArrayList<>(List.of("/usr/bin/time", "-f", "%M", "-o", rss.toString()));
            full.addAll(command);
            long start = System.nanoTime();
            Process p = new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            int code = p.waitFor();
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (code != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed:\n" + Files.readString(log));
            }
            String last = Files.readString(rss).strip().lines().reduce((a, b) -> b).orElse("0");
            return new MeasuredRun(millis, Long.parseLong(last));
        } finally {
            Files.deleteIfExists(rss);
            Files.deleteIfExists(log);
        }
    }

    /** The median wall time and the median peak RSS of runs (each taken on its own). */
    static MeasuredRun median(List<MeasuredRun> runs) {
        List<Long> millis = new ArrayList<>(runs.stream().map(MeasuredRun::millis).toList());
        List<Long> rss = new ArrayList<>(runs.stream().map(MeasuredRun::rssKb).toList());
        Collections.sort(millis);
        Collections.sort(rss);
        return new MeasuredRun(millis.get(millis.size() / 2), rss.get(rss.size() / 2));
    }

    long rssMb() {
        return rssKb / 1024;
    }
}
