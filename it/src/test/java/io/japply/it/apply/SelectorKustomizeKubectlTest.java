package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * -l and -k side by side with the reference kubectl (1.37.2) on the same server: the same objects, the same lines
 * and refusals.
 */
class SelectorKustomizeKubectlTest {
    @TempDir
    Path tmp;

    private FakeApiServer server;
    private Path kubeconfig;
    private Path manifests;

    @BeforeEach
    void start() throws Exception {
        Kubectl.require();
        server = new FakeApiServer(new ObjectStore()).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        kubeconfig = server.writeKubeconfig(tmp);
        manifests = Files.createDirectories(tmp.resolve("base"));
        Files.writeString(manifests.resolve("all.yaml"), """
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
                """);
        Files.writeString(manifests.resolve("kustomization.yaml"), "resources:\n- all.yaml\ncommonLabels:\n  team: blue\n");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Kubectl.Result kubectl(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--kubeconfig", kubeconfig.toString(), "--validate=false"));
        return Kubectl.run(all);
    }

    @ParameterizedTest
    @ValueSource(strings = {"app=web", "app!=web", "app in (web,db)", "app notin (web)", "!app", "app", "size>2",
        "app=web,tier=fe", " app = db "})
    void keepsWhatKubectlKeeps(String selector) throws Exception {
        String file = manifests.resolve("all.yaml").toString();
        Kubectl.Result theirs = kubectl("apply", "-f", file, "--dry-run=client", "-l", selector);
        JapplyRun ours = JapplyRun.of(kubeconfig, "apply", "-f", file, "--dry-run=client", "-l", selector);
        assertEquals(0, theirs.exitCode(), theirs.err());
        assertEquals(theirs.out(), ours.out(), ours.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"app in (web", "a b", "app=web,", "app=we b"})
    void refusesABadSelectorInKubectlsWords(String selector) throws Exception {
        String file = manifests.resolve("all.yaml").toString();
        Kubectl.Result theirs = kubectl("apply", "-f", file, "-l", selector);
        JapplyRun ours = JapplyRun.of(kubeconfig, "apply", "-f", file, "-l", selector);
        assertEquals(theirs.err().strip(), ours.err().strip().replace(" (see 'japply apply --help')", ""));
        assertEquals(0, server.creates().size(), "nothing sent");
    }

    /** A selector that selects nothing: kubectl says "no objects passed to apply" and exits 1; so does japply, sending nothing. */
    @ParameterizedTest
    @ValueSource(strings = {"-f", "-k"})
    @org.junit.jupiter.api.Timeout(value = 3, unit = java.util.concurrent.TimeUnit.MINUTES)
    void aSelectorThatSelectsNothingFailsAsWithKubectl(String flag) throws Exception {
        String input = flag.equals("-f") ? manifests.resolve("all.yaml").toString() : manifests.toString();
        for (String dryRun : List.of("none", "client", "server")) {
            Kubectl.Result theirs = kubectl("apply", flag, input, "-l", "nomatch=x", "--dry-run=" + dryRun);
            server.resetRequests();
            JapplyRun ours = JapplyRun.of(kubeconfig, "apply", flag, input, "-l", "nomatch=x", "--dry-run=" + dryRun);
            // -k: kubectl's kustomize warns of commonLabels first (japply does not pass kustomize's warnings on)
            String last = "error: no objects passed to apply\n";
            assertEquals(1, theirs.exitCode(), theirs.err());
            assertTrue(theirs.err().endsWith("\n" + last) || theirs.err().equals(last), theirs.err());
            assertEquals(new JapplyRun(theirs.exitCode(), theirs.out(), last), ours, dryRun);
            // discovery and the kinds' lists may already be read ahead while the files are read (a GET of
            // /api/v1 was seen in CI, as kubectl reads discovery too): nothing is written
            assertEquals(List.of(), server.requests().stream().filter(r -> !r.getMethod().getName().equals("GET"))
                    .map(r -> r.getMethod().getName() + " " + r.getUrl()).toList(), "nothing written");
        }
    }

    @Test
    void kustomizationAppliesAsWithKubectl() throws Exception {
        Kubectl.Result theirs = kubectl("apply", "-k", manifests.toString(), "--dry-run=client", "-l", "team=blue,app");
        JapplyRun ours = JapplyRun.of(kubeconfig, "apply", "-k", manifests.toString(), "--dry-run=client", "-l", "team=blue,app");
        assertEquals(0, theirs.exitCode(), theirs.err());
        assertEquals("configmap/a created (dry run)\nconfigmap/b created (dry run)\n", theirs.out());
        assertEquals(theirs.out(), ours.out(), ours.err());

        Kubectl.Result both = kubectl("apply", "-k", manifests.toString(), "-f", manifests.resolve("all.yaml").toString());
        JapplyRun ours2 = JapplyRun.of(kubeconfig, "apply", "-k", manifests.toString(), "-f", manifests.resolve("all.yaml").toString());
        assertEquals(both.err().strip(), ours2.err().strip().replace(" (see 'japply apply --help')", ""));
    }
}
