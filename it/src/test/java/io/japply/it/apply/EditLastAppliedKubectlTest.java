package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * kubectl apply edit-last-applied and japply edit-last-applied, each with the same scripted editor,
 * on twin objects of one fake server: the editor is shown the same text and the same PATCH is sent.
 */
class EditLastAppliedKubectlTest {
    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true));


    private String japply(Map<String, String> environment, String... args) {
        JapplyRun run = JapplyRun.of(cluster.kubeconfig(), environment, args);
        assertEquals(0, run.code(), run.err());
        return run.out() + run.err();
    }

    /** A manifest for one of the twins: a Deployment, so numbers, lists and nesting are all edited. */
    private Path manifest(String name) throws Exception {
        return Files.writeString(tmp.resolve(name + ".yaml"), """
                apiVersion: apps/v1
                kind: Deployment
                metadata:
                  name: NAME
                  labels: {app: NAME}
                spec:
                  replicas: 2
                  selector: {matchLabels: {app: NAME}}
                  template:
                    metadata: {labels: {app: NAME}}
                    spec:
                      containers:
                      - name: app
                        image: app:1
                        ports: [{containerPort: 8080}]
                """.replace("NAME", name));
    }

    /** The editor: keeps what it was shown, then changes the image and the replicas. */
    private Path editor(String name) throws Exception {
        Path script = tmp.resolve(name + "-editor.sh");
        Files.writeString(script, "#!/bin/sh\ncp \"$1\" '" + tmp.resolve(name + ".shown") + "'\n"
                + "sed -i -e 's/app:1/app:2/' -e 's/replicas: 2/replicas: 3/' \"$1\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    @Test
    void sameEditorTextAndSamePatchAsKubectl() throws Exception {
        Kubectl.require();
        Path byKubectl = manifest("k-web");
        Path byJapply = manifest("j-web");
        japply(Map.of(), "-f", byKubectl.toString(), "-f", byJapply.toString());

        Kubectl.Result k = Kubectl.run(Kubectl.binary(), List.of("apply", "edit-last-applied", "-f", byKubectl.toString(),
                "--kubeconfig", cluster.kubeconfig().toString(), "--validate=false"), Map.of("KUBE_EDITOR", editor("k-web").toString()));
        assertEquals(0, k.exitCode(), k.err());
        String said = japply(Map.of("KUBE_EDITOR", editor("j-web").toString()), "edit-last-applied", "-f", byJapply.toString());

        assertEquals(k.out() + k.err(), said.replace("j-web", "k-web"), "the same lines");
        assertEquals(Files.readString(tmp.resolve("k-web.shown")),
                Files.readString(tmp.resolve("j-web.shown")).replace("j-web", "k-web"), "the editor shows the same text");
        List<LoggedRequest> patches = cluster.server().patches();
        assertEquals(2, patches.size());
        assertEquals(patches.get(0).getHeader("Content-Type"), patches.get(1).getHeader("Content-Type"));
        assertEquals(patches.get(0).getBodyAsString(), patches.get(1).getBodyAsString().replace("j-web", "k-web"),
                "the same PATCH body");
        assertEquals(cluster.store().get("/apis/apps/v1/namespaces/default/deployments/k-web").at("/metadata/annotations").toString(),
                cluster.store().get("/apis/apps/v1/namespaces/default/deployments/j-web").at("/metadata/annotations").toString()
                        .replace("j-web", "k-web"), "the same stored annotation");
    }
}
