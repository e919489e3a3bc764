package io.japply.cli;

import static io.japply.cli.Cli.parse;
import static io.japply.cli.Cli.run;
import static io.japply.cli.Cli.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * compute-patch and patch --type strategic against a small schema whose containers merge by name.
 * Every expected patch is written by hand from the strategic merge patch rules
 * (shared/spec/strategic-merge-patch.md, set-element-order.md) and kubectl's annotation facts.
 */
class StrategicTest {
    private static final String LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";

    @TempDir
    Path dir;

    private static String pod(String spec) {
        return "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"p\"},\"spec\":" + spec + "}";
    }

    private static final String TWO_CONTAINERS = pod("{\"containers\":[{\"name\":\"a\",\"image\":\"one\"},"
            + "{\"name\":\"b\",\"image\":\"old\"}]}");

    private Cli.Result compute(String... args) {
        List<String> all = new ArrayList<>(List.of("compute-patch", "--schema", Cli.SCHEMA, "--definition", Cli.DEFINITION));
        all.addAll(List.of(args));
        return run(all.toArray(String[]::new));
    }

    private Cli.Result computeWithOriginal(String original, String modified, String current, String... more) {
        List<String> args = new ArrayList<>(List.of("--original", write(dir, "original.json", original),
                "--modified", write(dir, "modified.json", modified), "--current", write(dir, "current.json", current)));
        args.addAll(List.of(more));
        return compute(args.toArray(String[]::new));
    }

    @Test
    void showPatchTypeSaysWhichMediaTypeKubectlWouldSend() {
        String pod = write(dir, "pod.json", TWO_CONTAINERS);
        Cli.Result builtIn = run("compute-patch", "--modified", pod, "--current", pod, "--show-patch-type");
        assertEquals("patch type: strategic (application/strategic-merge-patch+json)", builtIn.err().strip());
        String widget = write(dir, "widget.json", "{\"apiVersion\":\"stable.example.com/v1\",\"kind\":\"Widget\","
                + "\"metadata\":{\"name\":\"w\"}}");
        Cli.Result custom = run("compute-patch", "--modified", widget, "--current", widget, "--show-patch-type");
        assertEquals("patch type: merge (application/merge-patch+json)", custom.err().strip());
    }

    @Test
    void changingOneImageSendsThatContainerAndTheOrder() {
        String modified = pod("{\"containers\":[{\"name\":\"a\",\"image\":\"one\"},{\"name\":\"b\",\"image\":\"new\"}]}");
        String out = computeWithOriginal(TWO_CONTAINERS, modified, TWO_CONTAINERS).ok();
        // the exact bytes kubectl sends: Go's encoding/json sorts keys ("$" before letters), compact
        assertEquals("{\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"a\"},{\"name\":\"b\"}],"
                + "\"containers\":[{\"image\":\"new\",\"name\":\"b\"}]}}\n", out);
    }

    @Test
    void aFieldDroppedFromTheManifestIsDeleted() {
        String original = pod("{\"replicas\":2}");
        String current = pod("{\"replicas\":2}");
        String out = computeWithOriginal(original, pod("{}"), current).ok();
        assertEquals(parse("{\"spec\":{\"replicas\":null}}"), parse(out));
    }

    @Test
    void nothingChangedPrintsAnEmptyPatch() {
        assertEquals("{}\n", computeWithOriginal(TWO_CONTAINERS, TWO_CONTAINERS, TWO_CONTAINERS).ok());
    }

    @Test
    void fieldsOnlyTheServerSetAreKept() {
        String current = pod("{\"replicas\":5,\"containers\":[{\"name\":\"a\",\"image\":\"one\",\"imagePullPolicy\":\"Always\"},"
                + "{\"name\":\"b\",\"image\":\"old\",\"imagePullPolicy\":\"Always\"}]}");
        assertEquals("{}\n", computeWithOriginal(TWO_CONTAINERS, TWO_CONTAINERS, current).ok());
    }

    @Test
    void twoWayDeletesARemovedContainerByItsKey() {
        String original = write(dir, "original.json", TWO_CONTAINERS);
        String modified = write(dir, "modified.json", pod("{\"containers\":[{\"name\":\"a\",\"image\":\"one\"}]}"));
        String out = compute("--two-way", "--original", original, "--modified", modified).ok();
        assertEquals(parse("{\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"a\"}],"
                + "\"containers\":[{\"$patch\":\"delete\",\"name\":\"b\"}]}}"), parse(out));
    }

    @Test
    void overwriteFalseTurnsLiveDriftIntoAConflict() {
        Cli.Result result = computeWithOriginal(pod("{\"replicas\":1}"), pod("{\"replicas\":2}"), pod("{\"replicas\":3}"),
                "--overwrite=false");
        assertEquals(1, result.code());
        // the conflict names each path on a line of its own, with its three values
        List<String> lines = result.err().lines().toList();
        assertTrue(lines.get(0).startsWith("error: ") && lines.get(0).contains("modified.json"), result.err());
        assertEquals(List.of("  spec.replicas: last applied 1, live 3, this apply 2"), lines.subList(1, lines.size()),
                result.err());
    }

    @Test
    void overwriteTrueTakesTheManifestsValue() {
        String out = computeWithOriginal(pod("{\"replicas\":1}"), pod("{\"replicas\":2}"), pod("{\"replicas\":3}"),
                "--overwrite=true").ok();
        assertEquals(parse("{\"spec\":{\"replicas\":2}}"), parse(out));
    }

    @Test
    void outputAsYaml() {
        String out = computeWithOriginal(pod("{\"replicas\":1}"), pod("{\"replicas\":2}"), pod("{\"replicas\":1}"),
                "-o", "yaml").ok();
        assertEquals(parse("{\"spec\":{\"replicas\":2}}"), Cli.parseYaml(out));
    }

    // Without --original: kubectl's annotation. Its value is the manifest with the annotation key removed and
    // "annotations":{} present, as Go's encoding/json writes it: keys sorted, compact, a trailing newline.

    private static final String MANIFEST_NEW = """
            apiVersion: v1
            kind: Pod
            metadata:
              name: p
            spec:
              containers:
              - name: a
                image: new
            """;
    private static final String ANNOTATION_OLD = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"annotations\":{},"
            + "\"name\":\"p\"},\"spec\":{\"containers\":[{\"image\":\"old\",\"name\":\"a\"}]}}\n";
    private static final String ANNOTATION_NEW = ANNOTATION_OLD.replace("\"old\"", "\"new\"");

    private static String live(String annotation, String image) {
        String annotations = annotation == null ? "" : "\"annotations\":{\"" + LAST_APPLIED + "\":"
                + Cli.quoted(annotation) + "},";
        return "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{" + annotations + "\"name\":\"p\",\"uid\":\"u-1\"},"
                + "\"spec\":{\"containers\":[{\"name\":\"a\",\"image\":\"" + image + "\",\"imagePullPolicy\":\"Always\"}]}}";
    }

    /** The new annotation, and the image change with the list's order. */
    private static JsonNode newImagePatch() {
        return parse("{\"metadata\":{\"annotations\":{\"" + LAST_APPLIED + "\":" + Cli.quoted(ANNOTATION_NEW) + "}},"
                + "\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"a\"}],"
                + "\"containers\":[{\"image\":\"new\",\"name\":\"a\"}]}}");
    }

    @Test
    void originalComesFromTheLastAppliedAnnotation() {
        String out = compute("--modified", write(dir, "pod.yaml", MANIFEST_NEW),
                "--current", write(dir, "live.json", live(ANNOTATION_OLD, "old"))).ok();
        assertEquals(newImagePatch(), parse(out));
    }

    @Test
    void reapplyingTheSameManifestSendsNothing() {
        String out = compute("--modified", write(dir, "pod.yaml", MANIFEST_NEW),
                "--current", write(dir, "live.json", live(ANNOTATION_NEW, "new"))).ok();
        assertEquals("{}\n", out);
    }

    @Test
    void withoutAnAnnotationNothingIsDeleted() {
        // original is empty: the patch adds the annotation and changes the image, and deletes nothing
        String out = compute("--modified", write(dir, "pod.yaml", MANIFEST_NEW),
                "--current", write(dir, "live.json", live(null, "old"))).ok();
        assertEquals(newImagePatch(), parse(out));
    }

    @Test
    void aBrokenAnnotationIsAnErrorNamingTheFileAndThePath() {
        String live = write(dir, "live.json", live("{not json", "old"));
        String line = compute("--modified", write(dir, "pod.yaml", MANIFEST_NEW), "--current", live).errorLine(1);
        assertTrue(line.contains(live) && line.contains(LAST_APPLIED), line);
    }

    // patch --local --type strategic: what the API server does with a strategic merge patch

    static Stream<Arguments> strategicApplies() {
        return Stream.of(
                Arguments.of("a container merges with the one of the same name",
                        "{\"spec\":{\"containers\":[{\"name\":\"b\",\"image\":\"new\"}]}}",
                        "{\"spec\":{\"replicas\":2,\"containers\":[{\"name\":\"a\",\"image\":\"one\",\"args\":[\"p\",\"q\"]},"
                                + "{\"name\":\"b\",\"image\":\"new\"}]}}"),
                // without $setElementOrder a new item goes first: the server merges the live-only items into the
                // patch's items by live order, and an item not in the live list sorts before them (mergeSortedSlice)
                Arguments.of("a new container without an order directive goes first",
                        "{\"spec\":{\"containers\":[{\"name\":\"c\",\"image\":\"three\"}]}}",
                        "{\"spec\":{\"replicas\":2,\"containers\":[{\"name\":\"c\",\"image\":\"three\"},"
                                + "{\"name\":\"a\",\"image\":\"one\",\"args\":[\"p\",\"q\"]},{\"name\":\"b\",\"image\":\"old\"}]}}"),
                Arguments.of("a new container placed last by the order directive",
                        "{\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"}],"
                                + "\"containers\":[{\"name\":\"c\",\"image\":\"three\"}]}}",
                        "{\"spec\":{\"replicas\":2,\"containers\":[{\"name\":\"a\",\"image\":\"one\",\"args\":[\"p\",\"q\"]},"
                                + "{\"name\":\"b\",\"image\":\"old\"},{\"name\":\"c\",\"image\":\"three\"}]}}"),
                Arguments.of("$patch: delete removes the container with that key",
                        "{\"spec\":{\"containers\":[{\"name\":\"a\",\"$patch\":\"delete\"}]}}",
                        "{\"spec\":{\"replicas\":2,\"containers\":[{\"name\":\"b\",\"image\":\"old\"}]}}"),
                Arguments.of("a list without a strategy is replaced whole",
                        "{\"spec\":{\"containers\":[{\"name\":\"a\",\"args\":[\"x\"]}]}}",
                        "{\"spec\":{\"replicas\":2,\"containers\":[{\"name\":\"a\",\"image\":\"one\",\"args\":[\"x\"]},"
                                + "{\"name\":\"b\",\"image\":\"old\"}]}}"),
                Arguments.of("null deletes a field",
                        "{\"spec\":{\"replicas\":null}}",
                        "{\"spec\":{\"containers\":[{\"name\":\"a\",\"image\":\"one\",\"args\":[\"p\",\"q\"]},"
                                + "{\"name\":\"b\",\"image\":\"old\"}]}}"),
                Arguments.of("$setElementOrder reorders the list",
                        "{\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"b\"},{\"name\":\"a\"}]}}",
                        "{\"spec\":{\"replicas\":2,\"containers\":[{\"name\":\"b\",\"image\":\"old\"},"
                                + "{\"name\":\"a\",\"image\":\"one\",\"args\":[\"p\",\"q\"]}]}}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("strategicApplies")
    void strategicPatchLocal(String description, String patch, String expected) {
        String target = write(dir, "target.yaml", """
                spec:
                  replicas: 2
                  containers:
                  - name: a
                    image: one
                    args: [p, q]
                  - name: b
                    image: old
                """);
        String out = run("patch", "--local", "-f", target, "-p", patch,
                "--schema", Cli.SCHEMA, "--definition", Cli.DEFINITION).ok();
        assertEquals(parse(expected), parse(out));
    }

    @Test
    void strategicPatchWithoutMergeKeyIsAnError() {
        String target = write(dir, "target.yaml", "spec:\n  containers:\n  - name: a\n");
        String line = run("patch", "--local", "-f", target, "-p", "{\"spec\":{\"containers\":[{\"image\":\"x\"}]}}",
                "--schema", Cli.SCHEMA, "--definition", Cli.DEFINITION).errorLine(1);
        assertTrue(line.contains(target) && line.contains("containers"), line);
    }
}
