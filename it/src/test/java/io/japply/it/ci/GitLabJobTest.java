package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.publish.Command;
import io.japply.it.publish.Published;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * examples/ci/gitlab/japply.gitlab-ci.yml: the job template's shape, and its lines run here as a
 * GitLab runner runs them with bash (the variables, then before_script and script in one shell),
 * installing the release tarball bin/release built (by a file:// URL) and applying to the cluster.
 */
@RealServer
class GitLabJobTest {
    private static final String TEMPLATE = "gitlab/japply.gitlab-ci.yml";

    @Test
    void isAJobTemplateWithTheSummaryAsAnArtifactAndTheExitCodeAsADotenvReport() throws Exception {
        JsonNode ci = Templates.template(TEMPLATE);
        JsonNode job = ci.path(".japply");
        assertTrue(job.path("image").isTextual(), job.toString());
        assertTrue(job.path("before_script").isArray() && job.path("script").isArray(), job.toString());
        assertEquals("always", job.path("artifacts").path("when").asText());
        assertEquals("japply-summary.json", job.path("artifacts").path("paths").path(0).asText());
        assertEquals("japply.env", job.path("artifacts").path("reports").path("dotenv").asText());
        assertEquals(".japply", ci.path("deploy").path("extends").asText());
    }

    @Test
    void theJobsLinesInstallApplyAndLeaveTheSummary(Cluster cluster) throws Exception {
        Path work = Files.createTempDirectory("japply-gitlab");
        Path project = Files.createDirectories(work.resolve("project"));
        Templates.manifests(project.resolve("deploy"));
        Map<String, String> settings = Map.of("JAPPLY_URL", Templates.tarball(), "JAPPLY_NAMESPACE",
                cluster.namespace("gitlab"), "KUBECONFIG", cluster.kubeconfig().toString(), "CI_PROJECT_DIR", project.toString());

        Command.Result first = runJob(project, settings);
        assertEquals(0, first.exitCode(), first.both());
        Templates.assertTotals(Templates.JSON.readTree(project.resolve("japply-summary.json").toFile()), 3, 0, 0);
        assertEquals("JAPPLY_EXIT_CODE=0\n", Files.readString(project.resolve("japply.env")));
        Command.Result second = runJob(project, settings);
        assertEquals(0, second.exitCode(), second.both());
        Templates.assertTotals(Templates.JSON.readTree(project.resolve("japply-summary.json").toFile()), 0, 3, 0);
    }

    /**
     * The file's variables (GitLab expands ${...} in them, as the shell does here), then the project's
     * settings (which win over the file's, as CI/CD variables do), then the lines of .japply.
     */
    private static Command.Result runJob(Path project, Map<String, String> settings) throws Exception {
        JsonNode ci = Templates.template(TEMPLATE);
        List<String> lines = new ArrayList<>();
        ci.path("variables").properties().forEach(variable ->
                lines.add("export " + variable.getKey() + "=\"" + variable.getValue().asText() + "\""));
        settings.forEach((name, value) -> lines.add("export " + name + "='" + value + "'"));
        ci.path(".japply").path("before_script").forEach(line -> lines.add(line.asText()));
        ci.path(".japply").path("script").forEach(line -> lines.add(line.asText()));
        return Command.run(project, Map.of(), List.of("KUBECONFIG"), 180,
                List.of("bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", String.join("\n", lines)));
    }
}
