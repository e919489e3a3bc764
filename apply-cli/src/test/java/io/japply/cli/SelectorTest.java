package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.apply.cluster.ObjectRef;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** -l on apply and diff: which objects a selector keeps, and kubectl's words for one it cannot read. */
class SelectorTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();

    private static final String THREE = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: a, labels: {app: web, tier: fe, size: "3"}}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: b, labels: {app: db}}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: c}
            """;

    private Cli.Result japply(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, d -> { }).withEnvironment(new Environment(Map.of(), false))
                .run(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Cli.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "-l ''{0}'' keeps {1}")
    @CsvSource(delimiter = '|', value = {
        "app=web|a", "app==web|a", "app!=web|b c", "app in (web,db)|a b", "app notin (web)|b c", "!app|c",
        "app|a b", "app=web,tier=fe|a", "app=web,tier!=fe|''", " app = web |a", "size>2|a", "size<3|''",
        "app in ()|''"})
    void keepsTheObjectsKubectlKeeps(String selector, String kept) {
        String file = Cli.write(dir, "all.yaml", THREE);
        String expected = kept.isEmpty() ? "" : String.join("", List.of(kept.split(" ")).stream()
                .map(name -> "configmap/" + name + " created (dry run)\n").toList());
        Cli.Result result = japply("apply", "-f", file, "--dry-run=client", "-l", selector);
        assertEquals(expected, result.out(), result.err());
        // nothing kept: as kubectl, "no objects passed to apply", exit 1 (never 0, never a usage error)
        assertEquals(kept.isEmpty() ? new Cli.Result(ExitCodes.FAILURE, "", "error: no objects passed to apply\n")
                : new Cli.Result(ExitCodes.OK, expected, ""), result);
    }

    @Test
    void aSelectorThatSelectsNothingFailsAndSendsNothing() {
        String file = Cli.write(dir, "all.yaml", THREE);
        for (String dryRun : List.of("none", "client", "server")) {
            assertEquals(new Cli.Result(ExitCodes.FAILURE, "", "error: no objects passed to apply\n"),
                    japply("apply", "-f", file, "-l", "nomatch=x", "--dry-run=" + dryRun), dryRun);
        }
        assertEquals(List.of(), cluster.requests);
    }

    @Test
    void appliesOnlyTheMatchingObjectsAndDiffComparesOnlyThem() {
        String file = Cli.write(dir, "all.yaml", THREE);
        assertEquals("configmap/b created\n", japply("-f", file, "--selector", "app=db").ok());
        assertEquals(List.of("b"), cluster.objects.keySet().stream().map(ObjectRef::name).toList());

        Cli.Result diff = japply("diff", "-f", file, "-l", "app=web", "--local");
        assertEquals(1, diff.code(), diff.err());
        assertEquals(true, diff.out().contains("v1.ConfigMap.default.a"), diff.out());
        assertEquals(false, diff.out().contains("ConfigMap.default.c"), diff.out());
        assertEquals(false, diff.out().contains("ConfigMap.default.b"), diff.out());
    }

    @ParameterizedTest(name = "-l ''{0}''")
    @CsvSource(delimiter = '|', value = {
        "app in (web|unable to parse requirement: found '', expected: ',' or ')'",
        "a b|unable to parse requirement: found 'b', expected: in, notin, =, ==, !=, gt, lt",
        "app=web,|found '', expected: identifier after ','",
        "app=we b|found 'b', expected: ',' or 'end of string'"})
    void refusesWhatKubectlRefusesWithItsWords(String selector, String reason) {
        String file = Cli.write(dir, "all.yaml", THREE);
        String line = japply("apply", "-f", file, "-l", selector).errorLine(ExitCodes.USAGE);
        assertEquals("error: the provided selector \"" + selector + "\" is not valid: " + reason
                + " (see 'japply apply --help')", line);
        assertEquals(0, cluster.requests.size(), "nothing sent");
    }
}
