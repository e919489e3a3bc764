package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** Global flags before the command reach the command, as cobra finds kubectl's command among its flags. */
class CommandPathTest {
    private static List<String> reordered(String line) {
        return CommandTree.commandsFirst(List.of(line.split(" ")), Japply.commands(null, null));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--context prod apply -f x.yaml|apply --context prod -f x.yaml",
        "-n shop apply -f x.yaml|apply -n shop -f x.yaml",
        "--kubeconfig ci.yaml diff -f x.yaml|diff --kubeconfig ci.yaml -f x.yaml",
        "--context=prod -n shop apply view-last-applied cm/x|apply view-last-applied --context=prod -n shop cm/x",
        "apply -n shop view-last-applied cm/x|apply view-last-applied -n shop cm/x",
        "--insecure-skip-tls-verify apply -f x.yaml|apply --insecure-skip-tls-verify -f x.yaml",
        "--warnings-as-errors --disable-compression diff -f x.yaml|diff --warnings-as-errors --disable-compression -f x.yaml",
        "-v 6 version|version -v 6",
        "-f x.yaml apply|apply -f x.yaml",
        "--prune -l app=x apply -f d|apply --prune -l app=x -f d",
    })
    void commandNamesComeFirst(String given, String expected) {
        assertEquals(List.of(expected.split(" ")), reordered(given));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "-f x.yaml -n shop",
        "-l apply -f x.yaml",
        "--context diff -f x.yaml",
        "-f x.yaml -- apply",
        "-f - --prune",
        "--context prod nosuchcommand -f x.yaml",
    })
    void linesWhoseFirstWordIsNoCommandStayAsTheyAre(String given) {
        assertEquals(List.of(given.split(" ")), reordered(given));
    }

    /** The flags that take no value of their own word are the root's and apply's that picocli lets stand alone. */
    @Test
    void standingAloneIsTheModelsOwnList() {
        CommandLine root = new Japply().commandLine(Japply.commands(null, null), List.of("-f", "x.yaml"));
        TreeSet<String> alone = new TreeSet<>();
        for (OptionSpec option : root.getCommandSpec().options()) {
            if (option.arity().min() == 0) {
                alone.addAll(List.of(option.names()));
            }
        }
        CommandLine apply = new Japply().commandLine(Japply.commands(null, null), List.of("apply", "-f", "x.yaml"))
                .getSubcommands().get("apply");
        for (OptionSpec option : apply.getCommandSpec().options()) {
            if (option.arity().min() == 0) {
                alone.addAll(List.of(option.names()));
            }
        }
        assertEquals(alone, new TreeSet<>(CommandPath.STANDING_ALONE));
    }
}
