package io.japply.it.kubeconfig;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.japply.it.publish.Command;
import io.japply.it.publish.Published;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The runner of the fixture family under resources/kubeconfig: each case's line run by the reference
 * kubectl and by japply's jar, each in a folder of its own holding the fixture's files, with the same
 * environment (KUBECONFIG and HOME the case's, KUBERNETES_SERVICE_HOST/PORT a Pod's API server that
 * counts connections); exit code, stdout and stderr compared byte for byte, and no connection from
 * japply to the listeners (kubectl itself connects on a few lines before it refuses; japply is stricter).
 * A case with global flags runs with them before the command and after it.
 */
public final class KubeconfigLines {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final JsonNode fixture;
    private final String kubectl;
    private final Map<String, String> placeholders;
    private final CountingListener dead;
    private final CountingListener pod;

    /** {@code placeholders}: values for ${NAME} in the fixture besides DEAD and DIR. */
    public KubeconfigLines(String fixture, String kubectl, Map<String, String> placeholders,
                           CountingListener dead, CountingListener pod) {
        try (InputStream in = KubeconfigLines.class.getResourceAsStream("/kubeconfig/" + fixture)) {
            this.fixture = YAML.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.kubectl = kubectl;
        this.placeholders = placeholders;
        this.dead = dead;
        this.pod = pod;
    }

    /**
     * The tests of {@code fixture} with two listeners of their own (the kubeconfigs' ${DEAD} server and
     * the Pod's API server), closed when the last test has run.
     */
    public static Stream<DynamicTest> withListeners(String fixture, String kubectl, Map<String, String> placeholders) {
        CountingListener dead = new CountingListener();
        CountingListener pod = new CountingListener();
        return new KubeconfigLines(fixture, kubectl, placeholders, dead, pod).tests().onClose(() -> {
            try {
                dead.close();
                pod.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** One test for each case and position of its global flags. */
    public Stream<DynamicTest> tests() {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode line : fixture.path("cases")) {
            List<String> global = strings(line.path("global"));
            List<String> command = strings(line.path("command"));
            String name = line.path("name").asText();
            if (global.isEmpty()) {
                tests.add(DynamicTest.dynamicTest(name, () -> compare(line, command)));
                continue;
            }
            List<String> before = new ArrayList<>(global);
            before.addAll(command);
            List<String> after = new ArrayList<>(command);
            after.addAll(global);
            tests.add(DynamicTest.dynamicTest(name + " (flags before the command)", () -> compare(line, before)));
            tests.add(DynamicTest.dynamicTest(name + " (flags after the command)", () -> compare(line, after)));
        }
        return tests.stream();
    }

    private void compare(JsonNode line, List<String> args) throws Exception {
        Path dir = Files.createTempDirectory("kubeconfig-line");
        dead.takeCount();
        pod.takeCount();
        Command.Result reference = run(dir, line, kubectl, List.of(), args);
        int kubectlReached = dead.takeCount() + pod.takeCount(); // kubectl itself connects on some lines
        List<String> kubectlLeft = present(dir, line.path("absent"));
        Command.Result japply = run(dir, line, Command.java(), List.of("-jar", jar().toString()), args);
        List<String> japplyLeft = present(dir, line.path("absent"));
        UnaryOperator<String> mask = masking(line.path("mask-after").asText(""));
        String words = line.path("stderr-words").asText("");
        int reached = dead.takeCount();
        int reachedPod = pod.takeCount();
        assertAll(String.join(" ", args) + " (kubectl connected " + kubectlReached + " times)",
                () -> assertEquals(reference.exitCode(), japply.exitCode(), "exit code; japply said " + japply.err()),
                () -> assertEquals(mask.apply(reference.out()), mask.apply(japply.out()), "stdout"),
                () -> assertEquals(reason(words, mask.apply(reference.err())), reason(words, mask.apply(japply.err())), "stderr"),
                () -> assertEquals(List.of(), kubectlLeft, "files kubectl must not have made"),
                () -> assertEquals(List.of(), japplyLeft, "files japply must not have made"),
                () -> assertEquals(0, reached, "connections to the kubeconfig's server"),
                () -> assertEquals(0, reachedPod, "connections to the Pod's API server"));
    }

    private Command.Result run(Path dir, JsonNode line, String program, List<String> before, List<String> args)
            throws Exception {
        Map<String, String> values = new HashMap<>(placeholders);
        values.put("DEAD", dead.url());
        values.put("DIR", dir.toString());
        write(dir, fixture.path("files"), values);
        write(dir, line.path("files"), values);
        for (JsonNode executable : fixture.path("executable")) {
            dir.resolve(executable.asText()).toFile().setExecutable(true);
        }
        Map<String, String> env = new HashMap<>();
        env.put("HOME", Files.createDirectories(dir.resolve("home")).toString());
        env.put("KUBERNETES_SERVICE_HOST", "127.0.0.1");
        env.put("KUBERNETES_SERVICE_PORT", Integer.toString(pod.port()));
        line.path("env").fields().forEachRemaining(e -> env.put(e.getKey(), fill(e.getValue().asText(), values)));
        List<String> command = new ArrayList<>(Unreadable.asAnotherUser(dir, strings(line.path("unreadable"))));
        command.add(program);
        command.addAll(before);
        args.forEach(arg -> command.add(fill(arg, values)));
        return Command.run(dir, env, List.of("KUBECONFIG"), 60, command);
    }

    /** Of the files a case names, those there: deleted, so that the next tool starts without them. */
    private static List<String> present(Path dir, JsonNode names) throws IOException {
        List<String> there = new ArrayList<>();
        for (JsonNode name : names) {
            if (Files.deleteIfExists(dir.resolve(name.asText()))) {
                there.add(name.asText());
            }
        }
        return there;
    }

    /**
     * With {@code words}: the text from their last place to the end of that line, the reason both tools
     * give where kubectl words the request around it (documented in docs/differences.md).
     */
    private static String reason(String words, String stderr) {
        int at = words.isEmpty() ? -1 : stderr.lastIndexOf(words);
        if (at < 0) {
            return stderr;
        }
        int end = stderr.indexOf('\n', at);
        return stderr.substring(at, end < 0 ? stderr.length() : end);
    }

    private static void write(Path dir, JsonNode files, Map<String, String> values) throws IOException {
        for (var it = files.fields(); it.hasNext(); ) {
            var file = it.next();
            Path path = dir.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, fill(file.getValue().asText(), values));
        }
    }

    static String fill(String text, Map<String, String> values) {
        String filled = text;
        for (Map.Entry<String, String> value : values.entrySet()) {
            filled = filled.replace("${" + value.getKey() + "}", value.getValue());
        }
        return filled;
    }

    /** The rest of each line after {@code words} masked: a parser's own message. */
    private static UnaryOperator<String> masking(String words) {
        return text -> words.isEmpty() ? text
                : text.replaceAll("(?m)(" + java.util.regex.Pattern.quote(words) + ").*$", "$1<message>");
    }

    private static List<String> strings(JsonNode list) {
        List<String> all = new ArrayList<>();
        list.forEach(item -> all.add(item.asText()));
        return all;
    }

    private static Path jar() {
        return Published.checkoutRoot().resolve("apply-cli/target/japply.jar");
    }
}
