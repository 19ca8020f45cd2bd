/**
 * react-select as Decap's select and relation widgets use it, speaking Portuguese: what the menu says
 * when nothing matches or while it loads (Decap writes "Loading options…" itself), and what a screen
 * reader hears. scripts/vite/decap-parts.ts hands this module to those widgets in place of
 * react-select; everything else of react-select passes through unchanged.
 */
import { createElement } from 'react';
import Select, { type AriaLiveMessages, type GroupBase, type Props } from 'react-select';

export * from 'react-select';

const position = (items: readonly unknown[] | undefined, item: unknown) =>
  items && items.length > 0 ? `${items.indexOf(item) + 1} de ${items.length}` : '';

const ariaLiveMessages: AriaLiveMessages<unknown, boolean, GroupBase<unknown>> = {
  guidance: ({ context, isSearchable, isMulti, isInitialFocus, tabSelectsValue, ...props }) => {
    switch (context) {
      case 'menu':
        return `Use as setas para cima e para baixo para escolher, Enter para selecionar a opção em destaque, Esc para fechar a lista${tabSelectsValue ? ', Tab para selecionar e sair' : ''}.`;
      case 'input':
        return isInitialFocus
          ? `${props['aria-label'] ?? 'Lista de opções'} em foco${isSearchable ? ', digite para filtrar' : ''}, seta para baixo abre a lista${isMulti ? ', seta para a esquerda leva às opções escolhidas' : ''}.`
          : '';
      case 'value':
        return 'Use as setas para a esquerda e a direita para passar pelas opções escolhidas, Backspace para remover a que está em destaque.';
      default:
        return '';
    }
  },
  onChange: ({ action, label = '', labels, isDisabled }) => {
    switch (action) {
      case 'deselect-option':
      case 'pop-value':
      case 'remove-value':
        return `${label} removido.`;
      case 'clear':
        return 'Todas as opções escolhidas foram removidas.';
      case 'initial-input-focus':
        return `${labels.join(', ')} ${labels.length > 1 ? 'escolhidos' : 'escolhido'}.`;
      case 'select-option':
        return isDisabled ? `${label} não está disponível; escolha outra opção.` : `${label} escolhido.`;
      default:
        return '';
    }
  },
  onFocus: ({ context, focused, options, label = '', selectValue, isDisabled, isSelected, isAppleDevice }) => {
    if (context === 'value') return `${label} em destaque, ${position(selectValue, focused)}.`;
    if (context === 'menu' && isAppleDevice) {
      return `${label}${isSelected ? ', escolhido' : ''}${isDisabled ? ', indisponível' : ''}, ${position(options, focused)}.`;
    }
    return '';
  },
  onFilter: ({ inputValue, resultsMessage }) => `${resultsMessage}${inputValue ? ` para "${inputValue}"` : ''}.`,
};

/** Forced over whatever the widget passes: Decap's relation widget gives its own English loading message. */
export const portugueseSelectProps = {
  ariaLiveMessages,
  noOptionsMessage: ({ inputValue }: { inputValue: string }) =>
    inputValue ? `Nada encontrado para "${inputValue}"` : 'Nenhuma opção',
  loadingMessage: () => 'Carregando…',
  screenReaderStatus: ({ count }: { count: number }) =>
    count === 1 ? '1 resultado disponível' : `${count} resultados disponíveis`,
};

export default function SelectInPortuguese(props: Props) {
  return createElement(Select, { ...props, ...portugueseSelectProps });
}
