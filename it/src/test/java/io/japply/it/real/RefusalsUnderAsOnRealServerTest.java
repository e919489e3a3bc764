package io.japply.it.real;

import static io.japply.it.real.RealFixtures.klogMasked;
import static io.japply.it.real.RealFixtures.kubectl;
import static io.japply.it.real.RealFixtures.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.ReferenceKubectl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each command run with {@code --as} an account RBAC refuses, beside the reference kubectl on the same
 * objects: "nobody" may do nothing, "reader" may get and list ConfigMaps, so its creates and patches
 * are refused. The same exit code and stdout, and stderr byte for byte (klog's time and process
 * masked), but for what docs/differences.md says: apply ends with its count line ("error: 2 of 2
 * objects failed"); diff tells every refused object (each as kubectl tells it alone), where kubectl
 * stops at the first. Client-side and server-side (kubectl tells a refused server-side apply as the
 * server said it, no file before it; its diff reads each object before its dry run).
 */
@RealServer
class RefusalsUnderAsOnRealServerTest {
    @TempDir
    Path dir;

    private enum Told { AS_KUBECTL, WITH_COUNT, EACH_ALONE }

    private record Row(String account, Told told, String... args) {
    }

    @Test
    @Timeout(400)
    void everyCommandIsRefusedInKubectlsWords(Cluster cluster) {
        String kubectl = ReferenceKubectl.require();
        String ns = cluster.namespace("as-refused");
        Path v1 = folder("v1", "a", "1", "b", "1");
        Path v2 = folder("v2", "a", "2", "new", "1");
        ok(kubectl(kubectl, cluster, Map.of(), "apply", "-f", v1.toString(), "-n", ns));
        ok(kubectl(kubectl, cluster, Map.of(), "create", "role", "reader", "--verb=get,list", "--resource=configmaps", "-n", ns));
        ok(kubectl(kubectl, cluster, Map.of(), "create", "rolebinding", "reader", "--role=reader", "--serviceaccount=" + ns + ":reader",
                "-n", ns));
        List<Row> rows = List.of(
                new Row("nobody", Told.WITH_COUNT, "apply", "-f", v1.toString()),
                new Row("nobody", Told.EACH_ALONE, "diff", "-f", v1.toString()),
                new Row("nobody", Told.AS_KUBECTL, "apply", "view-last-applied", "-f", v1.toString()),
                new Row("nobody", Told.AS_KUBECTL, "apply", "set-last-applied", "-f", v1.toString()),
                new Row("reader", Told.WITH_COUNT, "apply", "-f", v2.toString()),
                new Row("reader", Told.WITH_COUNT, "apply", "-f", v2.toString(), "--dry-run=server"),
                new Row("reader", Told.EACH_ALONE, "diff", "-f", v2.toString()),
                new Row("reader", Told.AS_KUBECTL, "apply", "set-last-applied", "-f", v2.toString()),
                // server-side: kubectl tells the patch's refusal (diff: its GET's first) as the server said it
                new Row("nobody", Told.WITH_COUNT, "apply", "--server-side", "-f", v1.toString()),
                new Row("nobody", Told.WITH_COUNT, "apply", "--server-side", "--dry-run=server", "-f", v1.toString()),
                new Row("nobody", Told.EACH_ALONE, "diff", "--server-side", "-f", v1.toString()),
                new Row("reader", Told.WITH_COUNT, "apply", "--server-side", "-f", v2.toString()),
                new Row("reader", Told.WITH_COUNT, "apply", "--server-side", "--dry-run=server", "-f", v2.toString()),
                new Row("reader", Told.EACH_ALONE, "diff", "--server-side", "-f", v2.toString()));
        List<String> differ = new ArrayList<>();
        for (Row row : rows) {
            String as = "--as=system:serviceaccount:" + ns + ":" + row.account();
            Kubectl.Result theirs = kubectl(kubectl, cluster, Map.of(), with(row.args(), "-n", ns, as));
            JapplyRun ours = cluster.japply(with(row.args(), "-n", ns, as));
            String expected = switch (row.told()) {
                case AS_KUBECTL -> theirs.err();
                case WITH_COUNT -> theirs.err() + "error: 2 of 2 objects failed\n";
                case EACH_ALONE -> eachAlone(kubectl, cluster, row, ns, as);
            };
            String what = row.account() + ": " + String.join(" ", row.args()).replace(dir.toString(), "DIR");
            if (theirs.exitCode() == 0 || !theirs.err().contains("Error from server (")) {
                differ.add(what + ": kubectl was not refused: " + theirs.err());
            }
            if (theirs.exitCode() != ours.code() || !theirs.out().equals(ours.out())
                    || !klogMasked(expected).equals(klogMasked(ours.err()))) {
                differ.add(what + "\n--- kubectl " + theirs.exitCode() + ", expected stderr:\n" + expected + theirs.out()
                        + "--- japply " + ours.code() + ":\n" + ours.err() + ours.out());
            }
        }
        assertEquals(List.of(), differ);
    }

    /** What kubectl says of each file of the row's folder (its last argument) run alone, one after the other. */
    private String eachAlone(String kubectl, Cluster cluster, Row row, String ns, String as) {
        String[] args = row.args();
        Path folder = Path.of(args[args.length - 1]);
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().map(f -> kubectl(kubectl, cluster, Map.of(), with(java.util.Arrays.copyOf(args, args.length - 1),
                            f.toString(), "-n", ns, as)).err())
                    .collect(Collectors.joining());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A folder of ConfigMaps, one file each: name, value, name, value, ... */
    private Path folder(String name, String... namesAndValues) {
        try {
            Path folder = Files.createDirectories(dir.resolve(name));
            for (int i = 0; i < namesAndValues.length; i += 2) {
                Files.writeString(folder.resolve(namesAndValues[i] + ".yaml"), "apiVersion: v1\nkind: ConfigMap\n"
                        + "metadata:\n  name: " + namesAndValues[i] + "\ndata: {key: \"" + namesAndValues[i + 1] + "\"}\n");
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String[] with(String[] args, String... more) {
        return Stream.concat(Stream.of(args), Stream.of(more)).toArray(String[]::new);
    }
}
