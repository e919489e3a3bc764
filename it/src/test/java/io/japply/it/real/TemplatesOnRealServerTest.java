package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 35: apply's template printers beside the reference kubectl (1.37.2) on the real API server, where a
 * template fails as well as where it works: the same exit code, stdout (go-template's debugging block
 * included) and stderr (jsonpath's dump of the object in Go's %#v). Only what the server assigns
 * differently in two namespaces is masked: uids, resourceVersions, times.
 */
@RealServer
class TemplatesOnRealServerTest {
    private static final String OBJECTS = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: conf, labels: {app: tpl}}
            data: {mode: blue, html: "<b>&</b>", count: "3"}
            ---
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: web, labels: {app: tpl}}
            spec:
              replicas: 1000000
              selector: {matchLabels: {app: web}}
              template:
                metadata: {labels: {app: web}}
                spec: {containers: [{name: web, image: "nginx:1.27"}]}
            """;
    /** A value the server assigns, in JSON, Go's %#v and Go's %v forms. */
    private static final Pattern ASSIGNED = Pattern.compile(
            "(\"?(uid|resourceVersion|creationTimestamp|time)\"?:\"?)[^\",\\s}\\]]+");

    @TempDir
    Path tmp;

    @Test
    @Timeout(300)
    void templatesPrintWhatKubectlPrintsAndFailAsItFails(Cluster cluster) throws IOException {
        Kubectl.require();
        Path objects = Files.writeString(tmp.resolve("objects.yaml"), OBJECTS);
        Path config = Files.writeString(tmp.resolve("config.yaml"), OBJECTS.substring(0, OBJECTS.indexOf("---")));
        // objects no controller writes to, for the lines that print them whole: two, as one List
        Path configs = Files.writeString(tmp.resolve("configs.yaml"), Files.readString(config) + "---\n"
                + Files.readString(config).replace("name: conf", "name: conf2"));
        BothTools both = new BothTools(cluster, "tpl");
        String f = objects.toString();
        List<List<String>> lines = List.of(
                List.of("apply", "-f", f, "-o", "jsonpath={range .items[*]}{.kind} {.spec.replicas}{\"\\n\"}{end}"),
                List.of("apply", "-f", f, "-o", "go-template={{range .items}}{{.kind}} {{.spec.replicas}}|{{end}}"),
                List.of("apply", "-f", config.toString(), "-o", "go-template={{.data.html | html}} {{.data.count}}"),
                List.of("apply", "-f", f, "--template", "{{.metadata.name}}={{index .metadata.labels \"app\"}} "),
                List.of("apply", "-f", f, "-o", "jsonpath-as-json={.items[*].metadata.labels}"),
                List.of("apply", "-f", configs.toString(), "-o", "jsonpath={.items[0].nope}",
                        "--allow-missing-template-keys=false"),
                List.of("apply", "-f", config.toString(), "-o", "go-template=before {{.nope}} after",
                        "--allow-missing-template-keys=false"),
                List.of("apply", "-f", configs.toString(), "-o", "go-template={{.items | len}} {{.nope}}"));
        for (List<String> line : lines) {
            BothTools.Side byKubectl = both.kubectl(line.toArray(String[]::new)).masked(TemplatesOnRealServerTest::mask);
            BothTools.Side byJapply = both.japply(line.toArray(String[]::new)).masked(TemplatesOnRealServerTest::mask);
            assertEquals(byKubectl, byJapply, line.toString());
        }
        BothTools.Side strict = both.japply("apply", "-f", config.toString(), "-o", "go-template={{.nope}}",
                "--allow-missing-template-keys=false");
        assertTrue(strict.out().contains("Printing more information for debugging the template") && strict.code() == 1,
                "the failing line was compared where it fails: " + strict);
    }

    private static String mask(String text) {
        return ASSIGNED.matcher(text).replaceAll("$1ASSIGNED");
    }
}
