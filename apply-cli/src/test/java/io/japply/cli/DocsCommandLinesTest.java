package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.cli.DocsCommandLines.Line;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Every japply command line the docs and the CI templates show is one japply's own command line
 * parser takes (the picocli model japply runs with, parsed only: nothing is sent): an unknown or
 * renamed flag on a page fails here. Synopses and inline code are checked by their flags' names
 * (DocsExamplesTest also holds the synopses against each command's --help).
 */
class DocsCommandLinesTest {

    @Test
    void everyCommandLineShownParses() {
        List<String> refused = new ArrayList<>();
        for (Line line : DocsCommandLines.all()) {
            try {
                check(line);
            } catch (ParameterException | AssertionError e) {
                refused.add(line + "\n    " + e.getMessage());
            }
        }
        assertEquals(List.of(), refused, "japply refuses these command lines of the docs and templates");
    }

    /**
     * The CI templates suggest no flag that does nothing: kubectl's --wait and --timeout, which apply
     * accepts and never reads (japply's readiness wait is --wait-ready: job-step.md); nor do the pages'
     * examples of a template's args ({@code ["-n", "shop", "--wait-ready"]}).
     */
    @Test
    void theTemplatesSuggestNoFlagThatWaitsForNothing() {
        for (Line line : DocsCommandLines.all()) {
            if (line.where().startsWith(DocsCommandLines.ROOT.resolve("examples").toString()) || line.where().endsWith(" args")) {
                for (String word : line.words()) {
                    String name = word.split("=", 2)[0];
                    assertTrue(!name.equals("--wait") && !name.equals("--timeout"), line + ": " + name + " waits for nothing");
                }
            }
        }
    }

    /** The places where the lines are: a page or template that stops showing any fails the extraction. */
    @Test
    void theLinesComeFromEveryPageAndTemplateThatRunsJapply() {
        Set<String> files = new TreeSet<>();
        DocsCommandLines.all().forEach(line -> files.add(line.where().replaceFirst(":\\d+$", "")));
        for (String file : List.of("README.md", "docs/apply.md", "docs/diff.md", "docs/job-step.md",
                "docs/test-cluster.md", "examples/ci/github/action.yml", "examples/ci/gitlab/japply.gitlab-ci.yml",
                "examples/ci/tekton/japply-task.yaml", "examples/ci/argo/japply-workflowtemplate.yaml")) {
            assertTrue(files.contains(DocsCommandLines.ROOT.resolve(file).toString()), file + " among " + files);
        }
    }

    @Test
    void aRenamedFlagFails() {
        check(new Line("x", List.of("apply", "-f", "k8s/", "--wait"), false)); // kubectl's --wait: accepted
        for (List<String> wrong : List.of(List.of("apply", "-f", "k8s/", "--wait-readyy"),
                List.of("-f", "k8s/", "--wait-timeout", "5m"), List.of("diff", "-f", "k8s/", "--summary=json"))) {
            assertThrows(ParameterException.class, () -> check(new Line("x", wrong, false)), wrong.toString());
        }
        assertThrows(AssertionError.class, () -> check(new Line("x", List.of("apply", "--wait-readyy"), true)));
        assertThrows(AssertionError.class, () -> check(new Line("x", List.of("diff", "[--wait-ready]"), true)));
        check(new Line("x", List.of("-f", "FILE|DIR|-", "[--wait[=true|false]]", "(--applyset=NAME", "|", "-l"), true));
    }

    @Test
    void commandLinesAreCutFromShell() {
        assertEquals(List.of(List.of("diff", "-f", "k8s/", "-o", "markdown")),
                DocsCommandLines.commands("bin/japply diff -f k8s/ -o markdown > diff.md; test $? -le 1"));
        assertEquals(List.of(List.of("apply", "--summary=json")),
                DocsCommandLines.commands("- code=0; japply apply \"$@\" $JAPPLY_ARGS --summary=json > s.json || code=$?"));
        assertEquals(List.of(List.of("-f", "deploy/")), DocsCommandLines.commands("podman run --rm japply:VERSION -f deploy/"));
        assertEquals(List.of(), DocsCommandLines.commands("ln -s /opt/x/bin/japply /usr/local/bin/; id: japply"));
        assertEquals(List.of(List.of("-f", "F", "[--prune", "(-l", "S", "|", "--all)]")),
                DocsCommandLines.commands("bin/japply -f F [--prune (-l S | --all)]"));
        assertEquals(List.of(), DocsCommandLines.commands("echo \"::error::no bin/japply in $url\""));
    }

    /** Parsed whole by the model japply builds for these words; names only: each flag is its command's. */
    private static void check(Line line) {
        List<String> args = line.words();
        CommandLine root = new Japply().commandLine(Japply.commands(null, null), args).setExpandAtFiles(false);
        if (!line.namesOnly()) {
            root.parseArgs(args.toArray(String[]::new));
            return;
        }
        CommandLine command = root;
        for (String word : args) {
            if (command.getSubcommands().containsKey(word)) {
                command = command.getSubcommands().get(word);
                continue;
            }
            Matcher flag = DocsCommandLines.FLAG.matcher(word); // [--wait[=true|false]], (--applyset=NAME, ...
            while (flag.find()) {
                assertTrue(command.getCommandSpec().findOption(flag.group()) != null,
                        "`" + flag.group() + "` is not a flag of " + command.getCommandSpec().qualifiedName());
            }
        }
    }
}
