package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.read.Documents;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.read.ManifestReader;
import io.japply.threeway.json.GoJson;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded mutations of real-looking manifests through the reader, the engine (compute-patch) and
 * --batch: never exit 3, never a stack trace, never a hang, and every refusal names file and document.
 * Kept in the build: about 3,000 cases, a few seconds.
 */
class FuzzTest {
    private static final long SEED = 20261123L;
    private static final int CASES = 3000;
    /** A hang guard per case, far above what any case takes; not a performance assertion. */
    private static final long HANG_SECONDS = 30;
    private static final List<String> BASES = List.of(
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  labels: {app: web}\ndata:\n  k: \"v\"\n  n: '1'\n",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\nspec:\n  replicas: 2\n  template:\n    spec:\n"
                    + "      containers:\n      - name: a\n        image: nginx\n        ports:\n        - containerPort: 80\n",
            "{\"apiVersion\":\"v1\",\"kind\":\"Service\",\"metadata\":{\"name\":\"s\"},\"spec\":{\"ports\":[{\"port\":53,"
                    + "\"protocol\":\"UDP\"}],\"x\":1.5e3}}\n",
            "apiVersion: v1\nkind: ConfigMapList\nitems:\n- metadata: {name: one}\n  data: &d {a: b}\n- metadata: {name: two}\n"
                    + "  data: *d\n---\napiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: Secret, metadata: {name: s}}\n");
    private static final String[] FRAGMENTS = {"{", "}", "[", "]", ":", ",", "-", "&a", "*a", "!!int", "|", ">", "\"",
        "'", "\n", "\t", " ", "#", "---\n", "<<: *a\n", "1e400", "99999999999999999999999", ".inf", "~", "null",
        "\u00e9", "\ud83d\ude00", "\u0000", "\u0007", "\r\n", "items: 3\n", "kind: FooList\n", "k: &a [*a]\n",
        "[[[[[[[[[[[[[[[[[[[[", "yes", "0x1F", "%YAML 1.1\n", "? "};

    @TempDir
    Path dir;
    private final ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "fuzz");
        t.setDaemon(true);
        return t;
    });

    @AfterEach
    void stop() {
        runner.shutdownNow();
    }

    @Test
    void mutatedManifestsNeverCrashHangOrGoUnnamed() throws Exception {
        Random random = new Random(SEED);
        ManifestReader reader = new ManifestReader(new Documents(new ByteArrayInputStream(new byte[0])));
        List<String> computeLines = new ArrayList<>();
        List<String> patchLines = new ArrayList<>();
        for (int n = 0; n < CASES; n++) {
            byte[] bytes = mutate(random, BASES.get(random.nextInt(BASES.size())));
            Path file = Files.write(dir.resolve("case" + n + (random.nextBoolean() ? ".yaml" : ".json")), bytes);
            List<Manifest> read = bounded(() -> reader.read(List.of(file.toString()), false), file, bytes);
            for (Manifest m : read) {
                if (m.object() == null) {
                    assertTrue(m.where().matches("document \\d+(, item \\d+)? for: \"" + java.util.regex.Pattern.quote(
                            file.toString()) + "\""), m.where());
                    assertFalse(m.error().isBlank());
                } else {
                    String object = GoJson.write(m.object());
                    computeLines.add("{\"id\":\"" + n + "\",\"modified\":" + object + ",\"current\":" + object + "}");
                    patchLines.add("{\"id\":\"" + n + "\",\"type\":\"merge\",\"target\":" + object + ",\"patch\":"
                            + object + "}");
                }
            }
            patchLines.add(new String(bytes, StandardCharsets.UTF_8).replace('\n', ' ').replace('\r', ' '));
            Files.delete(file);
        }
        assertTrue(computeLines.size() > CASES / 10, "enough mutations stay valid to reach the engine: " + computeLines.size());
        checkBatch("compute-patch", computeLines);
        checkBatch("patch", patchLines);
    }

    /** One run of {@code command --batch}: an answer per line, none internal, exit 0 and nothing on stderr. */
    private void checkBatch(String command, List<String> lines) throws Exception {
        Path in = Files.writeString(dir.resolve(command + ".jsonl"), String.join("\n", lines) + "\n");
        List<String> args = command.equals("patch") ? List.of("patch", "--local", "--batch", in.toString())
                : List.of("compute-patch", "--batch", in.toString());
        Cli.Result result = bounded(() -> Cli.run(args.toArray(String[]::new)), in, new byte[0]);
        assertNotEquals(ExitCodes.INTERNAL, result.code(), result.err());
        assertEquals("", result.err(), "--batch answers on stdout");
        List<JsonNode> answers = result.lines();
        assertEquals(lines.stream().filter(l -> !l.isBlank()).count(), answers.size(), "one answer per line");
        for (JsonNode answer : answers) {
            assertNotEquals("internal", answer.path("errorType").asText(), answer::toString);
            assertFalse(answer.toString().contains("Exception"), answer::toString);
        }
    }

    private <T> T bounded(java.util.concurrent.Callable<T> work, Path file, byte[] bytes) throws Exception {
        Future<T> future = runner.submit(work);
        try {
            return future.get(HANG_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            return fail("no answer within " + HANG_SECONDS + " s for " + file + ":\n" + new String(bytes, StandardCharsets.UTF_8));
        } catch (java.util.concurrent.ExecutionException e) {
            return fail("threw for " + file + ":\n" + new String(bytes, StandardCharsets.UTF_8), e.getCause());
        }
    }

    /** One to four edits: a fragment inserted, a span deleted or repeated, lines swapped, or raw bytes. */
    private static byte[] mutate(Random random, String base) throws IOException {
        StringBuilder text = new StringBuilder(base);
        for (int edits = 1 + random.nextInt(4); edits > 0; edits--) {
            int at = random.nextInt(text.length() + 1);
            switch (random.nextInt(5)) {
                case 0 -> text.insert(at, FRAGMENTS[random.nextInt(FRAGMENTS.length)]);
                case 1 -> text.delete(at, Math.min(text.length(), at + 1 + random.nextInt(8)));
                case 2 -> {
                    int end = Math.min(text.length(), at + 1 + random.nextInt(40));
                    text.insert(end, text.substring(at, end));
                }
                case 3 -> {
                    String[] lines = text.toString().split("\n", -1);
                    int a = random.nextInt(lines.length);
                    int b = random.nextInt(lines.length);
                    String swap = lines[a];
                    lines[a] = lines[b];
                    lines[b] = swap;
                    text.setLength(0);
                    text.append(String.join("\n", lines));
                }
                default -> text.insert(at, "[".repeat(random.nextInt(1200)));
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        switch (random.nextInt(8)) {
            case 0 -> out.write(new byte[] {(byte) 0xFF, (byte) 0xFE}); // then UTF-16LE below
            case 1 -> out.write(new byte[] {(byte) 0xE9, (byte) 0x80}); // not UTF-8
            default -> { }
        }
        out.write(text.toString().getBytes(out.size() == 2 && (out.toByteArray()[0] & 0xFF) == 0xFF
                ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_8));
        return out.toByteArray();
    }
}
