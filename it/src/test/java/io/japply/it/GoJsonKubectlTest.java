package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.GoJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GoJson against Go's encoding/json as the reference kubectl (1.37.2) runs it: kubectl creates a generated
 * custom resource (thousands of floats, strings and keys, see {@link GoJsonCorpus}) and its last-applied
 * annotation must equal japply's byte for byte. -Djapply.gojson.count=N -Djapply.gojson.seed=S for a longer
 * run.
 */
class GoJsonKubectlTest {
    private static final long SEED = Long.getLong("japply.gojson.seed", 20261122L);
    private static final int COUNT = Integer.getInteger("japply.gojson.count", 5_000);

    @Test
    void kubectlEncodesTheCorpusAsGoJsonDoes(@TempDir Path tmp) throws Exception {
        Kubectl.require();
        Path dir = Files.createDirectories(tmp.resolve("manifests"));
        String manifest = new GoJsonCorpus(SEED).manifest("go-json", COUNT);
        Files.writeString(dir.resolve("corpus.json"), manifest, StandardCharsets.US_ASCII);
        LoggedRequest post;
        try (FakeApiServer server = new FakeApiServer().start().serving(FakeApiServer.BUILT_IN_AND_WIDGET)) {
            Kubectl.Result r = Kubectl.run(List.of("apply", "-f", dir.toString(), "--kubeconfig",
                    server.writeKubeconfig(tmp).toString(), "--validate=false"));
            assertEquals(0, r.exitCode(), "kubectl apply failed:\n" + r.err() + r.out());
            post = server.creates().get(0);
        }
        JsonNode sent = GoJson.parse(post.getBodyAsString());
        String kubectlText = sent.at("/metadata/annotations").get(LastApplied.KEY).asText();
        ObjectNode local = (ObjectNode) GoJson.parse(manifest);
        assertSameText(kubectlText, LastApplied.serialize(local, "default"));
        assertSameText(post.getBodyAsString(), GoJson.write(LastApplied.modified(local, "default")) + "\n");
    }

    /** On a difference, the neighbourhood of the first differing character is the useful part. */
    private static void assertSameText(String kubectl, String japply) {
        if (kubectl.equals(japply)) {
            return;
        }
        int i = 0;
        while (i < Math.min(kubectl.length(), japply.length()) && kubectl.charAt(i) == japply.charAt(i)) {
            i++;
        }
        int from = Math.max(0, i - 80);
        fail("seed " + SEED + ": first difference at " + i + "\n kubectl: "
                + ascii(kubectl.substring(from, Math.min(kubectl.length(), i + 80))) + "\n  japply: "
                + ascii(japply.substring(from, Math.min(japply.length(), i + 80))));
    }

    private static String ascii(String s) {
        StringBuilder out = new StringBuilder();
        s.chars().forEach(c -> out.append(c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("<%04x>", c)));
        return out.toString();
    }
}
