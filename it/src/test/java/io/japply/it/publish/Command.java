package io.japply.it.publish;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

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
     * {@code added}. Fails the test past {@code timeoutSeconds}.
     */
    public static Result run(Path dir, Map<String, String> added, List<String> removed, long timeoutSeconds,
                             List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("command", ".out");
        Path err = Files.createTempFile("command", ".err");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
            removed.forEach(builder.environment()::remove);
            builder.environment().putAll(added);
            Process process = builder.start();
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                fail(String.join(" ", command) + " did not end within " + timeoutSeconds + " s; its output:\n"
                        + Files.readString(out) + Files.readString(err));
            }
            return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** The java that runs this test (the consumer's program and japply's jar run on it). */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
