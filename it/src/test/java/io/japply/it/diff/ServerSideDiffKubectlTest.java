package io.japply.it.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** kubectl diff --server-side and japply diff --server-side on the same fake server: the same request, the same two files. */
class ServerSideDiffKubectlTest {
    private static final String WEB = "/apis/apps/v1/namespaces/default/deployments/web";

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void theSameDryRunAndTheSameFilesAsKubectl() throws Exception {
        Kubectl.require();
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("default");
        Path kubeconfig = server.writeKubeconfig(tmp);
        Path v1 = Files.write(tmp.resolve("v1.yaml"), getClass().getResourceAsStream("/apply/v1/deployment.yaml").readAllBytes());
        Path v2 = Files.write(tmp.resolve("v2.yaml"), getClass().getResourceAsStream("/apply/v2/deployment.yaml").readAllBytes());
        org.junit.jupiter.api.Assertions.assertEquals(0, JapplyRun.of(kubeconfig, Map.of(), "apply", "-f", v1.toString()).code());
        ObjectNode web = store.get(WEB);
        ((ObjectNode) web.get("spec")).put("replicas", 9);
        store.put(WEB, web);
        for (List<String> flags : List.<List<String>>of(List.of(), List.of("--force-conflicts", "--field-manager=ci-bot"))) {
            Map<String, String> byKubectl = run("kubectl", kubeconfig, v2, flags);
            Map<String, String> byJapply = run("japply", kubeconfig, v2, flags);
            assertEquals(byKubectl, byJapply, "with " + flags);
        }
    }

    /** The PATCH's dryRun, fieldManager and force, then the LIVE and MERGED files the external program saw. */
    private Map<String, String> run(String tool, Path kubeconfig, Path manifest, List<String> flags) throws Exception {
        Path copy = Files.createDirectories(tmp.resolve(tool + flags.size()));
        Path script = Files.writeString(tmp.resolve(tool + ".sh"), "#!/bin/sh\ncat \"$1\"/* > " + copy.resolve("live")
                + "\ncat \"$2\"/* > " + copy.resolve("merged") + "\nexit 1\n");
        script.toFile().setExecutable(true);
        server.resetRequests();
        List<String> args = new java.util.ArrayList<>(List.of("diff", "--server-side", "-f", manifest.toString()));
        args.addAll(flags);
        Map<String, String> env = Map.of("KUBECTL_EXTERNAL_DIFF", script.toString());
        if (tool.equals("kubectl")) {
            args.addAll(List.of("--kubeconfig", kubeconfig.toString()));
            Kubectl.Result result = Kubectl.run(Kubectl.binary(), args, env);
            assertEquals(1, result.exitCode(), result.err());
        } else {
            JapplyRun result = JapplyRun.of(kubeconfig, env, args.toArray(String[]::new));
            assertEquals(1, result.code(), result.err());
        }
        String query = server.requests().stream().filter(r -> r.getMethod().getName().equals("PATCH"))
                .map(r -> r.getUrl().replaceFirst(".*\\?", "")).findFirst().orElse("no PATCH");
        TreeSet<String> params = new TreeSet<>(Arrays.stream(query.split("&"))
                .filter(p -> p.matches("(dryRun|fieldManager|force)=.*"))
                .filter(p -> !p.equals("force=false")).toList()); // kubectl spells out the default
        return Map.of("params", params.toString(),
                "live", Files.readString(copy.resolve("live")).replaceAll("resourceVersion: \"\\d+\"", "resourceVersion: N"),
                "merged", Files.readString(copy.resolve("merged")).replaceAll("resourceVersion: \"\\d+\"", "resourceVersion: N"));
    }

    private static void assertEquals(Object expected, Object actual, String message) {
        org.junit.jupiter.api.Assertions.assertEquals(expected, actual, message);
    }
}
