package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26: names the API server would refuse, and namespaces that cannot be one segment of a request's
 * path, are refused before anything is sent, in the server's words with the file and document, by every
 * command that reads objects; exit 1 (2 for diff, as kubectl diff), no stack trace, and the other
 * documents still applied.
 */
@Timeout(60)
class BadNamesTest {
    private static final String INVALID_NAME = "The ConfigMap \"bad name\" is invalid: metadata.name: Invalid value:"
            + " \"bad name\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or"
            + " '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for"
            + " validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    private static final String MIXED = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: bad name}\ndata: {k: v}\n---\n"
            + "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: good}\ndata: {k: v}\n";

    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;

    private FakeJob.Run japply(String... args) {
        return job.japply(args);
    }

    private String write(String text) throws IOException {
        return Files.writeString(dir.resolve("in.yaml"), text).toString();
    }

    /** The objects requests were made for: nothing for "bad name". */
    private List<String> requestedNames() {
        return cluster.requests.stream().map(r -> r.ref().name()).distinct().toList();
    }

    @Test
    void applyRefusesTheBadNameAndAppliesTheOthers() throws IOException {
        String file = write(MIXED);
        for (String dryRun : List.of("none", "server", "client")) {
            FakeJob.Run run = japply("apply", "-f", file, "--dry-run=" + dryRun);
            assertEquals(1, run.code(), dryRun);
            assertEquals("error: document 1 for: \"" + file + "\": " + INVALID_NAME + "\nerror: 1 of 2 objects failed\n",
                    run.err(), dryRun);
            String good = switch (dryRun) {
                case "none" -> "configmap/good created";
                case "client" -> "configmap/good unchanged (dry run)";
                default -> "configmap/good unchanged";
            };
            assertTrue(run.out().startsWith(good), run.out());
        }
        assertEquals(List.of("good"), requestedNames());
    }

    @Test
    void diffAndViewLastAppliedRefuseItWithoutAStackTrace() throws IOException {
        String file = write(MIXED);
        FakeJob.Run diff = japply("diff", "-f", file);
        assertEquals(2, diff.code(), "kubectl diff's exit code for an error; not 3, japply's own failure");
        assertTrue(diff.err().startsWith("error: document 1 for: \"" + file + "\": " + INVALID_NAME + "\n"), diff.err());
        FakeJob.Run view = japply("view-last-applied", "-f", file);
        assertEquals(1, view.code());
        assertTrue(view.err().contains(INVALID_NAME), view.err());
        for (FakeJob.Run run : List.of(diff, view)) {
            assertFalse(run.err().contains("Exception") || run.err().contains("internal error"), run.err());
        }
        assertFalse(requestedNames().contains("bad name"));
    }

    @Test
    void aNamespaceThatCannotBeOnePathSegmentIsRefusedFromTheFileOrTheFlag() throws IOException {
        String file = write("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        FakeJob.Run run = japply("apply", "-f", file, "-n", "team/a");
        assertEquals(1, run.code());
        assertEquals("error: document 1 for: \"" + file + "\": The ConfigMap \"c\" is invalid: metadata.namespace: Invalid"
                + " value: \"team/a\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-',"
                + " and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for"
                + " validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')\nerror: 1 of 1 object failed\n", run.err());
        String inFile = write("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ../kube-system}\n");
        assertTrue(japply("apply", "-f", inFile).err().contains("metadata.namespace: Invalid value: \"../kube-system\""));
        assertEquals(List.of(), cluster.requests, "nothing sent");
    }

    @Test
    void anApplySetParentNamedAsNoSecretCanBeIsAUsageError() throws IOException {
        String file = write("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        FakeJob.Run run = japply("apply", "-f", file, "-n", "shop", "--prune", "--applyset=a?b");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().startsWith("error: invalid --applyset 'a?b': The Secret \"a?b\" is invalid: metadata.name:"
                + " Invalid value: \"a?b\": a lowercase RFC 1123 subdomain"), run.err());
        assertEquals(List.of(), cluster.requests);
    }
}
