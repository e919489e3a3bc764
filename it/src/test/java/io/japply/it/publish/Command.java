package io.japply.it.publish;

import io.japply.it.BoundedProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** A program run as a user runs it: in a folder of its own, with an environment of the test's choosing. */
public final class Command {
    /** What the program did; {@code out} and {@code err} in full. */
    public record Result(int exitCode, String out, String err) {
        public String both() {
            return out + err;
        }
    }

    private Command() {
    }

    /**
     * Runs {@code command} in {@code dir}: the test's own environment less {@code removed}, plus
     * {@code added}. Fails the test past {@code timeoutSeconds} ({@link BoundedProcess}).
     */
    public static Result run(Path dir, Map<String, String> added, List<String> removed, long timeoutSeconds,
                             List<String> command) throws IOException, InterruptedException {
        BoundedProcess process = BoundedProcess.of(command).directory(dir).timeout(Duration.ofSeconds(timeoutSeconds));
        removed.forEach(name -> process.env(name, null));
        added.forEach(process::env);
        BoundedProcess.Result run = process.run();
        return new Result(run.code(), run.out(), run.err());
    }

    /** The java that runs this test (the consumer's program and japply's jar run on it). */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
