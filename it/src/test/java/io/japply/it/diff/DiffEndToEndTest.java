package io.japply.it.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.BoundedProcess;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.cli.Japply;
import io.japply.cli.Environment;
import io.japply.it.FakeApiServer;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** japply diff through fabric8 and the server's dry run, beside kubectl diff on the same fake API server. */
class DiffEndToEndTest {
    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("default");
        kubeconfig = server.writeKubeconfig(tmp);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Run japply(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = Stream.concat(Stream.of(args), Stream.of("--kubeconfig", kubeconfig.toString())).toArray(String[]::new);
        int code = new Japply().withEnvironment(new Environment(env, false)).run(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out), new PrintStream(err), all);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path manifests(String version) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(version));
        for (String name : List.of("deployment.yaml", "service.yaml", "settings.yaml")) {
            Files.write(dir.resolve(name), getClass().getResourceAsStream("/apply/" + version + "/" + name).readAllBytes());
        }
        return dir;
    }

    /** Applied v1, then drifted: scaled, labelled, a sidecar injected. */
    private void appliedAndDrifted() throws IOException {
        assertEquals(0, japply(Map.of(), "apply", "-f", manifests("v1").toString()).code());
        String path = "/apis/apps/v1/namespaces/default/deployments/web";
        ObjectNode web = store.get(path);
        ((ObjectNode) web.get("spec")).put("replicas", 9);
        web.withObject("/metadata").withObject("/labels").put("scanned", "yes");
        ((com.fasterxml.jackson.databind.node.ArrayNode) web.at("/spec/template/spec/containers")).addObject()
                .put("name", "mesh-proxy").put("image", "mesh:1");
        store.put(path, web);
    }

    @Test
    void theServersDryRunIsShownAndNothingIsStored() throws Exception {
        appliedAndDrifted();
        Map<String, ObjectNode> before = store.all();
        Run run = japply(Map.of(), "diff", "-f", manifests("v2").toString());
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("diff -u -N LIVE/apps.v1.Deployment.default.web MERGED/apps.v1.Deployment.default.web\n"),
                run.out());
        assertTrue(server.patches().stream().allMatch(p -> p.getUrl().contains("dryRun=All")), "every PATCH a dry run");
        assertEquals(before.toString(), store.all().toString(), "nothing stored");
    }

    /**
     * The same KUBECTL_EXTERNAL_DIFF program under kubectl diff and japply diff: the same file names in
     * LIVE-* and MERGED-*, and the same YAML text in them (resourceVersions aside: every dry run bumps the store's).
     */
    @Test
    void theSameDirectoriesAndFilesAsKubectlDiff() throws Exception {
        Kubectl.require();
        appliedAndDrifted();
        String v2 = manifests("v2").toString();
        Map<String, String> byKubectl = recorded("kubectl", v2);
        Map<String, String> byJapply = recorded("japply", v2);
        assertEquals(byKubectl.keySet(), byJapply.keySet());
        byKubectl.forEach((name, text) -> assertEquals(text, byJapply.get(name), name));
    }

    private Map<String, String> recorded(String tool, String manifests) throws Exception {
        Path copy = Files.createDirectories(tmp.resolve("by-" + tool));
        Path script = Files.writeString(tmp.resolve(tool + ".sh"), "#!/bin/sh\ncp -r \"$1\" " + copy.resolve("live")
                + "\ncp -r \"$2\" " + copy.resolve("merged") + "\necho \"$(basename \"$1\" | cut -d- -f1)"
                + " $(basename \"$2\" | cut -d- -f1)\" > " + copy.resolve("names") + "\nexit 1\n");
        script.toFile().setExecutable(true);
        int code;
        if (tool.equals("kubectl")) {
            BoundedProcess.Result p = BoundedProcess.of("kubectl", "diff", "-f", manifests, "--kubeconfig", kubeconfig.toString())
                    .env("KUBECTL_EXTERNAL_DIFF", script.toString()).errorsIntoOutput().timeout(java.time.Duration.ofSeconds(60)).run();
            code = p.code();
            assertEquals(1, code, p.out());
        } else {
            Run run = japply(Map.of("KUBECTL_EXTERNAL_DIFF", script.toString()), "diff", "-f", manifests);
            assertEquals(1, run.code(), run.err());
        }
        Map<String, String> files = new TreeMap<>();
        files.put("dirs", Files.readString(copy.resolve("names")));
        for (String side : List.of("live", "merged")) {
            try (Stream<Path> list = Files.list(copy.resolve(side))) {
                for (Path f : list.toList()) {
                    files.put(side + "/" + f.getFileName(), Files.readString(f)
                            .replaceAll("resourceVersion: \"\\d+\"", "resourceVersion: N"));
                }
            }
        }
        return files;
    }
}
