package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import io.japply.cli.printer.gotemplate.Node.BoolNode;
import io.japply.cli.printer.gotemplate.Node.ChainNode;
import io.japply.cli.printer.gotemplate.Node.CommandNode;
import io.japply.cli.printer.gotemplate.Node.DotNode;
import io.japply.cli.printer.gotemplate.Node.FieldNode;
import io.japply.cli.printer.gotemplate.Node.IdentifierNode;
import io.japply.cli.printer.gotemplate.Node.NilNode;
import io.japply.cli.printer.gotemplate.Node.NumberNode;
import io.japply.cli.printer.gotemplate.Node.PipeNode;
import io.japply.cli.printer.gotemplate.Node.StringNode;
import io.japply.cli.printer.gotemplate.Node.VariableNode;
import io.japply.cli.printer.gotemplate.Values.Boxed;
import java.util.List;
import java.util.Map;

/** Pipelines, commands, fields and variables: what an action's value is (exec.go's eval functions). */
final class Evaluator {
    /** Go's missingVal: no value piped in from the previous command. */
    static final Object MISSING = new Object();

    final Executor executor;

    Evaluator(Executor executor) {
        this.executor = executor;
    }

    Object pipeline(Object dot, PipeNode pipe) {
        if (pipe == null) {
            return null;
        }
        executor.at(pipe);
        Object value = MISSING;
        for (CommandNode cmd : pipe.cmds()) {
            value = Values.unbox(command(dot, cmd, value));
        }
        for (String variable : pipe.decl()) {
            if (pipe.isAssign()) {
                executor.setVar(variable, value);
            } else {
                executor.push(variable, value);
            }
        }
        return value;
    }

    private Object command(Object dot, CommandNode cmd, Object fin) {
        Node first = cmd.args().get(0);
        if (first instanceof FieldNode field) {
            executor.at(field);
            return fieldChain(dot, dot, field, field.idents(), cmd.args(), fin);
        }
        if (first instanceof ChainNode chain) {
            return chain(dot, chain, cmd.args(), fin);
        }
        if (first instanceof IdentifierNode identifier) {
            executor.at(identifier);
            return new Functions(this).call(dot, identifier.name(), cmd, cmd.args(), fin);
        }
        if (first instanceof PipeNode pipe) {
            notAFunction(cmd.args(), fin);
            return pipeline(dot, pipe);
        }
        if (first instanceof VariableNode variable) {
            return variable(dot, variable, cmd.args(), fin);
        }
        executor.at(first);
        notAFunction(cmd.args(), fin);
        return literal(dot, first);
    }

    private Object literal(Object dot, Node node) {
        if (node instanceof BoolNode bool) {
            return bool.value();
        }
        if (node instanceof DotNode) {
            return dot;
        }
        if (node instanceof NilNode) {
            throw executor.error("nil is not a command");
        }
        if (node instanceof NumberNode number) {
            return idealConstant(number);
        }
        if (node instanceof StringNode string) {
            return string.text();
        }
        throw executor.error("can't evaluate command " + GoQuoting.quote(node.toString()));
    }

    /** An untyped constant as Go gives it a type: float64 if written as a float, else int. */
    Object idealConstant(NumberNode number) {
        executor.at(number);
        Numbers.Constant c = number.value();
        String text = number.text();
        boolean hexInt = text.length() > 2 && text.charAt(0) == '0' && (text.charAt(1) == 'x' || text.charAt(1) == 'X')
                && !text.matches(".*[pP].*");
        if (c.isFloat() && !hexInt && !text.startsWith("'") && text.matches(".*[.eEpP].*")) {
            return c.float64();
        }
        if (c.isInt()) {
            return new Values.GoInt(c.int64());
        }
        if (c.isUint()) {
            throw executor.error(text + " overflows int");
        }
        return null;
    }

    private void notAFunction(List<Node> args, Object fin) {
        if ((args != null && args.size() > 1) || fin != MISSING) {
            throw executor.error("can't give argument to non-function " + args.get(0));
        }
    }

    Object chain(Object dot, ChainNode chain, List<Node> args, Object fin) {
        executor.at(chain);
        if (chain.node() instanceof NilNode) {
            throw executor.error("indirection through explicit nil in " + chain);
        }
        Object receiver = new Arguments(this).arg(dot, Arguments.Type.NONE, chain.node());
        return fieldChain(dot, receiver, chain, chain.fields(), args, fin);
    }

    Object variable(Object dot, VariableNode variable, List<Node> args, Object fin) {
        executor.at(variable);
        Object value = executor.varValue(variable.idents().get(0));
        if (variable.idents().size() == 1) {
            notAFunction(args, fin);
            return value;
        }
        return fieldChain(dot, value, variable, variable.idents().subList(1, variable.idents().size()), args, fin);
    }

    Object fieldChain(Object dot, Object receiver, Node node, List<String> idents, List<Node> args, Object fin) {
        Object value = receiver;
        for (int i = 0; i < idents.size() - 1; i++) {
            value = field(idents.get(i), null, MISSING, value);
        }
        return field(idents.get(idents.size() - 1), args, fin, value);
    }

    /** .name on a value: a map's entry; anything else is Go's error. */
    private Object field(String name, List<Node> args, Object fin, Object receiver) {
        if (receiver == null) {
            if (executor.strict) {
                throw executor.error("nil data; no entry for key " + GoQuoting.quote(name));
            }
            return null;
        }
        String type = Values.typeName(receiver);
        Object value = Values.unbox(receiver);
        if (receiver instanceof Boxed && value == null) {
            throw executor.error("nil pointer evaluating " + type + "." + name);
        }
        if (value instanceof Map<?, ?> map) {
            if ((args != null && args.size() > 1) || fin != MISSING) {
                throw executor.error(name + " is not a method but has arguments");
            }
            if (map.containsKey(name)) {
                return new Boxed(map.get(name));
            }
            if (executor.strict) {
                throw executor.error("map has no entry for key " + GoQuoting.quote(name));
            }
            return null;
        }
        throw executor.error("can't evaluate field " + name + " in type " + type);
    }
}
