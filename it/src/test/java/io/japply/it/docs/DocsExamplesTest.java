package io.japply.it.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.ObjectStore;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shell examples of docs/ (library.md's Java is ExamplesTest's): every flag a synopsis names is one
 * its command has, the JSON samples of diff.md and job-step.md have the fields japply really prints,
 * and diff.md's pull-request workflow runs. Run in this JVM, with --live or the fake API server.
 * The command lines of docs/, README.md and examples/ are parsed whole by apply-cli's DocsCommandLinesTest.
 */
class DocsExamplesTest {
    private static final Path DOCS = Path.of("../docs");
    private static final Pattern SYNOPSIS = Pattern.compile("(?m)^    bin/japply ((?:.*\\\\\\n)*.*)$");
    private static final Pattern FLAG = Pattern.compile("(?<![\\w-])(--?[a-zA-Z][\\w-]*)");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The live Deployment's last apply: 2 replicas (an autoscaler made them 5) and a metrics port. */
    private static final String LAST_APPLIED = "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\","
            + "\"metadata\":{\"name\":\"web\",\"namespace\":\"shop\"},\"spec\":{\"replicas\":2,\"template\":{\"spec\":"
            + "{\"containers\":[{\"name\":\"web\",\"image\":\"web:1\",\"ports\":[{\"containerPort\":80},"
            + "{\"containerPort\":9113,\"name\":\"metrics\",\"protocol\":\"TCP\"}]}]}}}}";

    @TempDir
    Path tmp;

    @Test
    @Timeout(120)
    void everyFlagOfEverySynopsisIsOneTheCommandHas() throws IOException {
        int synopses = 0;
        for (String page : List.of("apply.md", "diff.md", "job-step.md", "engine.md")) {
            Matcher synopsis = SYNOPSIS.matcher(Files.readString(DOCS.resolve(page)));
            while (synopsis.find()) {
                synopses++;
                String line = synopsis.group(1).replaceAll("\\\\\\n\\s*", " ").split(" > |; ")[0]; // japply's words only
                String command = line.startsWith("-") ? "apply" : line.split(" ")[0];
                String help = JapplyRun.of(null, command, "--help").out();
                for (String flag : flags(line)) {
                    assertTrue(Pattern.compile("(?<![\\w-])" + Pattern.quote(flag) + "(?![\\w-])").matcher(help).find(),
                            page + ": `" + flag + "` of `bin/japply " + line + "` is not in `japply " + command + " --help`");
                }
            }
        }
        assertEquals(7, synopses, "the synopses of apply.md, diff.md (2), job-step.md and engine.md (2)");
    }

    /** {@code Japply.name(} on a page is a static method (job-step.md once showed waitUntilReady so). */
    @Test
    void callsOnTheJapplyClassAreToItsStaticMethods() throws IOException {
        for (String page : List.of("apply.md", "diff.md", "job-step.md", "engine.md", "library.md", "differences.md")) {
            Matcher call = Pattern.compile("\\bJapply\\.(\\w+)\\(").matcher(Files.readString(DOCS.resolve(page)));
            while (call.find()) {
                String name = call.group(1);
                assertTrue(Arrays.stream(io.japply.apply.Japply.class.getMethods())
                        .anyMatch(m -> m.getName().equals(name) && Modifier.isStatic(m.getModifiers())),
                        page + ": Japply." + name + "( is not a static method of io.japply.apply.Japply");
            }
        }
    }

    @Test
    @Timeout(120)
    void diffsJsonSampleHasTheFieldsOfARealRun() throws IOException {
        Path live = Files.writeString(tmp.resolve("live.yaml"), deployment(5, "[{containerPort: 80}, {containerPort: 9113, "
                + "name: metrics, protocol: TCP}]", LAST_APPLIED));
        Path manifests = Files.createDirectories(tmp.resolve("k8s"));
        Files.writeString(manifests.resolve("web.yaml"), deployment(3, "[{containerPort: 80}]", null)
                + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: new, namespace: shop}\n");
        JapplyRun run = JapplyRun.of(null, "diff", "-f", manifests.toString(), "--live", live.toString(), "--explain", "-o", "json");
        assertEquals(1, run.code(), run.err());
        assertSampleFields(indentedBlockAfter("diff.md", "**`-o json`**"), JSON.readTree(run.out()));
    }

    @Test
    @Timeout(120)
    void jobStepsSummarySampleHasTheFieldsOfARealRun() throws Exception {
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing()) {
            store.namespace("default");
            Path kubeconfig = server.writeKubeconfig(tmp);
            Path app = Files.createDirectories(tmp.resolve("app"));
            Files.writeString(app.resolve("a.yaml"), configMap("old") + "---\n" + configMap("web"));
            String[] apply = {"apply", "-f", app.toString(), "-n", "default", "--prune", "--applyset=configmaps/set",
                    "--summary=json"};
            assertEquals(0, JapplyRun.of(kubeconfig, apply).code());
            Files.writeString(app.resolve("a.yaml"), configMap("web").replace("k: v", "k: w"));
            JapplyRun run = JapplyRun.of(kubeconfig, apply);
            assertEquals(0, run.code(), run.err());
            String sample = indentedBlockAfter("job-step.md", "**`--summary=json`**").replace(", ...]", "]");
            assertSampleFields(sample, JSON.readTree(run.out()));
        }
    }

    @Test
    @Timeout(120)
    void diffsPullRequestWorkflowWritesMarkdownAndExitsAtMostOne() throws IOException {
        String workflow = Files.readString(DOCS.resolve("diff.md")).lines()
                .filter(l -> l.startsWith("    bin/japply diff -f k8s/ -o markdown > diff.md; test $? -le 1"))
                .findFirst().orElseThrow(() -> new AssertionError("diff.md's workflow line changed: update this test"));
        Path live = Files.writeString(tmp.resolve("live.yaml"), deployment(5, "[{containerPort: 80}]", null));
        Path manifests = Files.createDirectories(tmp.resolve("k8s"));
        Files.writeString(manifests.resolve("web.yaml"), deployment(3, "[{containerPort: 80}]", null));
        JapplyRun run = JapplyRun.of(null, "diff", "-f", manifests.toString(), "-o", "markdown", "--live", live.toString());
        assertTrue(run.code() <= 1, workflow + "\n" + run.err());
        assertTrue(run.out().startsWith("#") && run.out().contains("```diff"), run.out());
    }

    /** Every field path of the page's sample is in japply's real output (the values are the page's own). */
    private static void assertSampleFields(String sample, JsonNode real) throws IOException {
        Set<String> shown = new TreeSet<>();
        paths(JSON.readTree(sample), "", shown);
        Set<String> printed = new TreeSet<>();
        paths(real, "", printed);
        shown.removeAll(printed);
        assertEquals(Set.of(), shown, "fields of the page's sample that japply does not print; it printed " + printed);
    }

    private static void paths(JsonNode node, String at, Set<String> into) {
        if (node.isArray()) {
            node.forEach(item -> paths(item, at + "[]", into));
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                into.add(at + "." + field.getKey());
                paths(field.getValue(), at + "." + field.getKey(), into);
            }
        }
    }

    /** The block indented by 4 spaces in {@code page} after the paragraph starting with {@code marker}. */
    private static String indentedBlockAfter(String page, String marker) throws IOException {
        List<String> lines = Files.readString(DOCS.resolve(page)).lines().toList();
        int at = 0;
        while (!lines.get(at).startsWith(marker)) {
            at++;
        }
        while (!lines.get(at).startsWith("    ")) {
            at++;
        }
        List<String> block = new ArrayList<>();
        for (; at < lines.size() && (lines.get(at).startsWith("    ") || lines.get(at).isBlank()); at++) {
            block.add(lines.get(at));
        }
        return String.join("\n", block);
    }

    private static List<String> flags(String line) {
        List<String> flags = new ArrayList<>();
        Matcher flag = FLAG.matcher(line);
        while (flag.find()) {
            flags.add(flag.group(1));
        }
        return flags;
    }

    private static String deployment(int replicas, String ports, String lastApplied) {
        String annotations = lastApplied == null ? ""
                : "\n  annotations:\n    kubectl.kubernetes.io/last-applied-configuration: '" + lastApplied + "'";
        return "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  namespace: shop" + annotations + "\n"
                + "spec:\n  replicas: " + replicas + "\n  selector: {matchLabels: {app: web}}\n  template:\n"
                + "    metadata: {labels: {app: web}}\n    spec:\n      containers:\n      - name: web\n        image: web:1\n"
                + "        ports: " + ports + "\n";
    }

    private static String configMap(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: v}\n";
    }
}
