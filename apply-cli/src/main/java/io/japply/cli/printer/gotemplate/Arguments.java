package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Node.BoolNode;
import io.japply.cli.printer.gotemplate.Node.ChainNode;
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

/** A function's arguments as Go's evalArg and validateType make them fit the parameter types. */
final class Arguments {
    /** The parameter types of the functions a template can call. */
    enum Type {
        /** no type: a chain's receiver. */
        NONE,
        /** reflect.Value: the value as it is. */
        VALUE,
        /** interface{}: the value out of its interface. */
        ANY,
        STRING
    }

    private final Evaluator evaluator;
    private final Executor executor;

    Arguments(Evaluator evaluator) {
        this.evaluator = evaluator;
        this.executor = evaluator.executor;
    }

    Object arg(Object dot, Type type, Node node) {
        executor.at(node);
        if (node instanceof DotNode) {
            return validate(dot, type);
        }
        if (node instanceof NilNode) {
            if (type == Type.STRING) {
                throw executor.error("cannot assign nil to string");
            }
            return null;
        }
        Object computed = computed(dot, node);
        if (computed != NOT_COMPUTED) {
            return validate(computed, type);
        }
        if (type == Type.STRING) {
            if (node instanceof StringNode string) {
                return string.text();
            }
            throw executor.error("expected string; found " + node);
        }
        return literal(node);
    }

    private static final Object NOT_COMPUTED = new Object();

    private Object computed(Object dot, Node node) {
        Object fin = Evaluator.MISSING;
        if (node instanceof FieldNode field) {
            return evaluator.fieldChain(dot, dot, field, field.idents(), List.of(node), fin);
        }
        if (node instanceof VariableNode variable) {
            return evaluator.variable(dot, variable, null, fin);
        }
        if (node instanceof PipeNode pipe) {
            return evaluator.pipeline(dot, pipe);
        }
        if (node instanceof IdentifierNode identifier) {
            return new Functions(evaluator).call(dot, identifier.name(), identifier, null, fin);
        }
        if (node instanceof ChainNode chain) {
            return evaluator.chain(dot, chain, null, fin);
        }
        return NOT_COMPUTED;
    }

    private Object literal(Node node) {
        if (node instanceof BoolNode bool) {
            return bool.value();
        }
        if (node instanceof NumberNode number) {
            return evaluator.idealConstant(number);
        }
        if (node instanceof StringNode string) {
            return string.text();
        }
        throw executor.error("can't handle assignment of " + node + " to empty interface argument");
    }

    /** Go's validateType: nothing becomes a nil; a string parameter takes only a string. */
    Object validate(Object value, Type type) {
        if (value == null) {
            if (type == Type.STRING) {
                throw executor.error("invalid value; expected string");
            }
            return null;
        }
        return switch (type) {
            case NONE, VALUE -> value;
            case ANY -> Values.unbox(value);
            case STRING -> string(value);
        };
    }

    private Object string(Object value) {
        Object inner = Values.unbox(value);
        if (inner instanceof String) {
            return inner;
        }
        String type = value instanceof Boxed && inner != null ? Values.typeName(inner) : Values.typeName(value);
        throw executor.error("wrong type for value; expected string; got " + type);
    }
}
