package io.japply.it.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** One tool's apply command, run on a directory with a time limit; its exit code and output lines. */
record RealManifestsRun(List<String> command) {
    /** Generous: a cold japply build plus a few hundred objects on a loaded two-core machine. */
    private static final long LIMIT_SECONDS = 600;

    record Result(int code, long millis, List<String> out, List<String> err) {
        /** The counts of created/configured/unchanged lines, e.g. "12 created". */
        String summary() {
            java.util.Map<String, Long> counts = new java.util.TreeMap<>();
            out.forEach(l -> counts.merge(l.replaceAll(".* ", ""), 1L, Long::sum));
            return counts.isEmpty() ? "no output" : counts.entrySet().stream()
                    .map(e -> e.getValue() + " " + e.getKey()).reduce((a, b) -> a + ", " + b).orElse("");
        }
    }

    Result apply(Path dir) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>(command);
        full.addAll(List.of("-f", dir.toString()));
        Path out = Files.createTempFile("realworld", ".out");
        Path err = Files.createTempFile("realworld", ".err");
        long start = System.nanoTime();
        Process process = new ProcessBuilder(full).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("timed out after " + LIMIT_SECONDS + " s waiting for: " + String.join(" ", full));
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        Result result = new Result(process.exitValue(), millis, lines(out), lines(err));
        Files.delete(out);
        Files.delete(err);
        return result;
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file).stream().map(String::stripTrailing).filter(l -> !l.isEmpty()).toList();
    }
}
